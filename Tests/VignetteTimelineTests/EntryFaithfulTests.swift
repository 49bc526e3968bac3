import Foundation
import Testing
import Vignette
import VignetteTimeline

/// A view is built from the entry in effect, with the clock at the entry's date; only live text
/// reads the render clock (Docs/Time.md). The simulator judges the texts on screen minute by
/// minute against an entry made at that minute, so a plain string gone stale is a wrong minute.
@Suite struct EntryFaithfulTests {
    /// Entries on the hour all day, never reloaded; each names its hour.
    static let hourly: @Sendable (TimelineProviderContext) -> Timeline<StubEntry> = { _ in
        Timeline(entries: (0..<24).map { StubEntry(date: Stub.at($0), name: "hour \($0)") }, policy: .never)
    }
    static let noon = Stub.at(12)

    /// "183 min to noon", counted when the view is built: goes stale within the hour.
    static func plainCount(_ environment: WidgetEnvironment) -> Node {
        Words("\(Int(abs(noon.timeIntervalSince(environment.date)) / 60)) min to noon").node
    }

    /// The same count as live text: the system rewrites it at every moment.
    static func liveCount(_ environment: WidgetEnvironment) -> Node {
        Words(noon, style: .relative) + Words(" to noon")
    }

    func widget(_ content: @escaping @Sendable (WidgetEnvironment) -> Node) -> TimelineWidget<StubProvider> {
        TimelineWidget(
            kind: "noon", displayName: "Noon", families: [.systemSmall], timeZone: Stub.utc,
            provider: StubProvider(make: Self.hourly), describe: { $0.name },
            ideal: { date in StubEntry(date: date, name: "hour \(Stub.utc.hour(of: date))") }
        ) { _, environment in
            Column {
                Words("built \(Stub.utc.clock(environment.date))")
                content(environment)
            }.node
        }
    }

    func texts<P>(_ widget: TimelineWidget<P>, _ entry: P.Entry, at date: Date) throws -> [String] {
        try widget.view(of: entry, in: WidgetEnvironment(family: .systemSmall, date: date, timeZone: Stub.utc))
            .shownTexts(in: WidgetEnvironment(family: .systemSmall, date: date, timeZone: Stub.utc))
    }

    @Test func insideOneEntryPlainTextStaysAndLiveTextMoves() throws {
        let nine = StubEntry(date: Stub.at(9), name: "hour 9")
        let live = widget(Self.liveCount), plain = widget(Self.plainCount)
        #expect(try texts(live, nine, at: Stub.at(9)) == ["built 09:00", "3 hr to noon"])
        #expect(try texts(live, nine, at: Stub.at(9, 1)) == ["built 09:00", "2 hr, 59 min to noon"])
        #expect(try texts(live, nine, at: Stub.at(9, 30)) == ["built 09:00", "2 hr, 30 min to noon"])
        #expect(try texts(plain, nine, at: Stub.at(9)) == ["built 09:00", "180 min to noon"])
        #expect(try texts(plain, nine, at: Stub.at(9, 30)) == ["built 09:00", "180 min to noon"])
    }

    @Test func theRenderPathDrawsTheEntryBuiltAtItsDate() throws {
        let nine = StubEntry(date: Stub.at(9), name: "hour 9")
        let definition = widget(Self.liveCount).definition(showing: nine)
        // The definition is asked at 09:45; the view still says when its entry was made.
        let environment = WidgetEnvironment(family: .systemSmall, date: Stub.at(9, 45), timeZone: Stub.utc)
        #expect(
            try definition.content(environment).shownTexts(in: environment) == ["built 09:00", "2 hr, 15 min to noon"])
    }

    @Test func aPlainStringGoneStaleIsAWrongMinute() {
        let plain = widget(Self.plainCount)
        let report = TimelineSimulator.run(plain, scenario: Stub.scenario()).report(for: plain)
        // Right at each hour's first minute, stale for the other 59: "built HH:00" and the count.
        #expect(report.summary.wrongMinutes == 24 * 59)
        #expect(report.summary.staleTextMinutes == 24 * 59)
        let nineOhOne = report.minutes[9 * 60 + 1]
        #expect(nineOhOne.wrong && nineOhOne.shows == nineOhOne.expected)
        #expect(nineOhOne.text?.shown == "built 09:00" && nineOhOne.text?.expected == "built 09:01")
        #expect(report.wrongPeriods.first?.detail == "shows text 'built 00:00', expected 'built 00:01'")
    }

    @Test func liveTextIsNeverStale() {
        // Without the build time on screen, the live count is right at every minute.
        let live = TimelineWidget(
            kind: "noon", displayName: "Noon", families: [.systemSmall], timeZone: Stub.utc,
            provider: StubProvider(make: Self.hourly), describe: { $0.name },
            ideal: { StubEntry(date: $0, name: "hour \(Stub.utc.hour(of: $0))") }
        ) { _, environment in
            Self.liveCount(environment)
        }
        let report = TimelineSimulator.run(live, scenario: Stub.scenario()).report(for: live)
        #expect(report.summary.wrongMinutes == 0 && report.summary.staleTextMinutes == 0)
        #expect(report.minutes.allSatisfy { $0.text == nil })
    }
}

private extension TimeZone {
    func hour(of date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = self
        return calendar.component(.hour, from: date)
    }

    /// "09:05".
    func clock(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = self
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour!, parts.minute!)
    }
}
