import Foundation
import Vignette

extension ProviderProbe {
    /// Whether the timeline read at `instant` still shows, `offset` later, the texts a fresh
    /// read at that moment would show: how long its entries stay true.
    public struct Horizon: Sendable, Hashable {
        /// Seconds after `instant`.
        public var offset: TimeInterval
        /// The texts on screen at `instant + offset`, from the timeline read at `instant`.
        public var shown: [String]
        /// The texts a provider reading at `instant + offset` shows then.
        public var fresh: [String]
        /// The texts a second, independent provider reading then shows: differing from `fresh`,
        /// the content is random and no read can be called stale.
        public var freshAgain: [String]
        /// Whether the two agree.
        public var stillTrue: Bool { shown == fresh }
        /// Whether both fresh reads had an entry for that moment (not only future ones).
        public var isJudgeable: Bool
        /// Whether two reads at the same moment agree and had an entry for it, so `fresh` is what the widget should show.
        public var isDeterministic: Bool { isJudgeable && fresh == freshAgain }
    }

    /// The offsets horizons are judged at: the instant itself (the baseline), 5 and 15 minutes, 1, 3, 6, 12 and 24 hours.
    public static let horizonOffsets: [TimeInterval] = [0, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600]

    /// The timeline read at `instant`, judged at each horizon offset against fresh reads; texts are
    /// worked out at the later clock, so live text (`Text(date, style:)`) counts as staying true.
    static func horizons<Provider>(
        make: (AppGroupStore, SimulationScenario) throws -> TimelineWidget<Provider>,
        scenario: SimulationScenario, at instant: Date,
        context: (Date) -> TimelineProviderContext
    ) throws -> (Timeline<Provider.Entry>.Summary, [Horizon]) {
        func withStore<T>(_ body: (AppGroupStore) throws -> T) throws -> T {
            let store = try AppGroupStore.temporary()
            defer { store.destroy() }
            return try body(store)
        }
        return try withStore { store in
            let widget = try make(store, scenario)
            let open = widget.provider.timeline(in: context(instant))
            let screen = ScreenTexts(widget: widget, scenario: scenario)
            let horizons = try horizonOffsets.map { offset in
                let later = instant.addingTimeInterval(offset)
                // A read whose entries all lie in the future shows its first one early: not what is true now.
                func read() throws -> [String]? {
                    try withStore { other in
                        try make(other, scenario).provider.timeline(in: context(later)).entries.last {
                            $0.date <= later
                        }
                        .map { screen.texts(of: $0, at: later) }
                    }
                }
                let fresh = try read(), again = try read()
                let shown = open.entry(at: later).map { screen.texts(of: $0, at: later) } ?? []
                return Horizon(
                    offset: offset, shown: shown, fresh: fresh ?? [], freshAgain: again ?? [],
                    isJudgeable: fresh != nil && again != nil)
            }
            return (open.summary, horizons)
        }
    }
}

/// What a timeline asked for, without its entries' type.
public struct TimelineSummary: Sendable, Hashable {
    /// Each entry's date.
    public var entryDates: [Date]
    /// Its reload policy.
    public var policy: TimelineReloadPolicy
}

extension Timeline {
    typealias Summary = TimelineSummary
    var summary: TimelineSummary { TimelineSummary(entryDates: entries.map(\.date), policy: policy) }
}

extension ScreenTexts {
    /// The texts `entry` shows at `date`: its view built at the entry's clock, worked out at `date`'s.
    func texts(of entry: Provider.Entry, at date: Date) -> [String] {
        let environment = { (date: Date) in
            WidgetEnvironment(
                family: scenario.family, date: date, locale: widget.locale ?? Locale(identifier: "en_US"),
                timeZone: scenario.timeZone)
        }
        let node = (try? widget.view(of: entry, in: environment(entry.date))) ?? .words("failed to draw")
        return node.shownTexts(in: environment(date))
    }
}
