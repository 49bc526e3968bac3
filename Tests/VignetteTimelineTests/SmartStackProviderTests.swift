import Foundation
import Testing
import Vignette
import VignetteTimeline
@testable import VignetteExamples

/// The five-widget stack Docs/Timelines.md shows, on one phone in Oslo (the first widget's
/// time zone and locked periods): relevance rotates it through the day, and a widget
/// scoring 0 is never rotated up.
@Suite struct SmartStackProviderTests {
    static let kinds = [
        WeatherWidget.definition.id, CalendarAgendaWidget.definition.id, ActivityWidget.definition.id,
        CourseScheduleWidget.definition.id, StocksWidget.definition.id,
    ]

    func stack(_ kinds: [String] = kinds) throws -> SmartStackReport {
        let widgets = kinds.map { kind in Examples.timelines.first { $0.kind == kind }! }
        let device = widgets[0].timeZone
        let day = ExampleDay.at(12, in: device)
        let locks = widgets[0].scenario(day: day, timeZone: device).lockedPeriods
        let reports = try widgets.map { widget in
            var scenario = widget.scenario(day: day, timeZone: device)
            scenario.lockedPeriods = locks
            return try widget.simulate(scenario).report
        }
        return try SmartStack.simulate(reports)
    }

    @Test func rotatesThroughTheDay() throws {
        let report = try stack()
        #expect(report.rotations.count >= 8, "\(report.rotations.count) rotations")
        // Every widget has its turn: each peaks at a different time of day.
        for widget in report.widgets {
            #expect(widget.minutesOnTop > 0, "\(widget.id) never on top")
        }
    }

    /// A widget is on top with a score of 0 only while every widget scores 0 (the stack
    /// then stays where it is), and a rotation always goes to a widget scoring above 0.
    @Test func aWidgetScoringZeroIsNeverRotatedUp() throws {
        let report = try stack()
        let ids = report.widgets.map(\.id)
        for minute in report.minutes {
            let top = ids.firstIndex(of: minute.top)!
            #expect(
                minute.scores[top] > 0 || minute.scores.allSatisfy { $0 == 0 },
                "at \(minute.time): \(minute.top) on top with 0")
        }
        for rotation in report.rotations {
            #expect(report.minutes[rotation.minute].scores[ids.firstIndex(of: rotation.to)!] > 0)
        }
    }

    /// The stocks widget scores 0 all night and the market opens at 15:30 in Oslo: never on top before.
    @Test func stocksWaitForTheMarket() throws {
        let report = try stack()
        let open = 15 * 60 + 30
        #expect(!report.minutes.prefix(open).contains { $0.top == StocksWidget.definition.id })
        #expect(report.minutes[open...].contains { $0.top == StocksWidget.definition.id })
    }
}
