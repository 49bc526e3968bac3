import Foundation
import SwiftUI
import Testing
import Vignette

/// A schedule of your own: every quarter hour on the hour.
private struct QuarterHours: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let start = (startDate.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        return (0..<8).map { Date(timeIntervalSince1970: start + Double($0) * 900) }
    }
}

/// `TimelineView` drawn at the render clock (Docs/SwiftUI/TimelineView.md).
@Suite struct TimelineViewTests {
    static let now = Date(timeIntervalSince1970: 1_764_324_942)  // 2025-11-28 10:15:42 UTC

    static func drawnDate<S: TimelineSchedule>(_ schedule: S, at now: Date = now) -> String {
        var core = WidgetEnvironment(family: .systemSmall)
        core.date = now
        let view = TimelineView(schedule) { (context: TimelineView<S, Text>.Context) -> Text in
            Text(verbatim: "\(Int(context.date.timeIntervalSince1970))")
        }
        let node = lower(view, in: EnvironmentValues(core: core))
        guard case .words(let text) = node else { return "not text: \(node)" }
        return text
    }

    @Test func everyMinuteDrawsTheStartOfTheRenderClocksMinute() {
        #expect(Self.drawnDate(.everyMinute) == "1764324900")
    }

    @Test func periodicDrawsTheLastPeriodAtOrBeforeTheClock() {
        let start = Date(timeIntervalSince1970: 1_764_324_000)
        #expect(Self.drawnDate(.periodic(from: start, by: 300)) == "1764324900")
        // Before its start, the schedule's first date.
        #expect(Self.drawnDate(.periodic(from: Self.now + 60, by: 300)) == "1764325002")
    }

    @Test func explicitDrawsTheLatestPassedDateOrTheFirst() {
        let dates = [Self.now - 100, Self.now - 10, Self.now + 50]
        #expect(Self.drawnDate(.explicit(dates)) == "1764324932")
        #expect(Self.drawnDate(.explicit([Self.now + 5, Self.now + 50])) == "1764324947")
    }

    @Test func aCustomScheduleAndAnimationDrawTheirMoment() {
        #expect(Self.drawnDate(QuarterHours()) == "1764324900")
        #expect(Self.drawnDate(.animation) == "1764324942")
    }
}
