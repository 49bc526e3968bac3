import Foundation
import Vignette

/// The texts a widget shows at one minute, as the simulator compares them: the view built from
/// an entry (in an environment whose clock is the entry's date), its texts worked out at the
/// minute's clock, so only live text moves (Docs/Time.md, "Judging a day").
struct ScreenTexts<Provider: TimelineProvider>: Sendable {
    let widget: TimelineWidget<Provider>
    let scenario: SimulationScenario
    /// Views already built, by reload and entry date: an entry's view does not change while it is shown.
    private var built: [String: Node] = [:]

    init(widget: TimelineWidget<Provider>, scenario: SimulationScenario) {
        self.widget = widget
        self.scenario = scenario
    }

    /// What differs between the texts of the entry on screen and of the ideal entry at `date`;
    /// nil when they match or the widget has no ideal entries.
    mutating func mismatch(showing entry: Provider.Entry, reload: Int, at date: Date) -> TextMismatch? {
        guard let ideal = widget.ideal else { return nil }
        let key = "\(reload)|\(entry.date.timeIntervalSinceReferenceDate)"
        if built[key] == nil { built[key] = node(of: entry) }
        let shown = texts(built[key]!, at: date)
        let expected = texts(node(of: ideal(date)), at: date)
        return TextMismatch(shown: shown, expected: expected)
    }

    private func node(of entry: Provider.Entry) -> Node {
        do {
            return try widget.view(of: entry, in: environment(at: entry.date))
        } catch {
            return .words("failed: \(error)")
        }
    }

    private func texts(_ node: Node, at date: Date) -> [String] {
        node.shownTexts(in: environment(at: date))
    }

    private func environment(at date: Date) -> WidgetEnvironment {
        WidgetEnvironment(
            family: scenario.family, date: date, locale: widget.locale ?? Locale(identifier: "en_US"),
            timeZone: scenario.timeZone)
    }
}

/// The first text that differs between the screen and the ground truth.
struct TextMismatch: Equatable, Sendable {
    var shown: String
    var expected: String

    /// Nil when the texts are the same; otherwise the first pair that differs (a missing text is "").
    init?(shown: [String], expected: [String]) {
        guard shown != expected else { return nil }
        let index =
            zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(shown.count, expected.count)
        self.shown = index < shown.count ? shown[index] : ""
        self.expected = index < expected.count ? expected[index] : ""
    }
}
