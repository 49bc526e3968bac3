import Foundation
import Vignette

/// A timeline provider called the ways the lint needs to judge it, with the types erased:
/// placeholder and preview snapshot with the app-group store's reads counted, a simulated
/// day with every timeline it returned, a reload while the store is locked, and the same
/// reload from providers seeded differently (for jitter).
public struct ProviderProbe: Sendable {
    /// One call of `placeholder` or `snapshot`: reads of the store it made and its time.
    public struct Call: Sendable, Hashable {
        /// App-group store reads the call attempted, failed ones included.
        public var storeReads: Int
        /// The wall-clock time the call took, in seconds.
        public var seconds: Double
    }

    /// One timeline the provider returned in the simulation.
    public struct Reload: Sendable, Hashable {
        /// When the simulated system reloaded.
        public var date: Date
        /// Why the system reloaded.
        public var reason: ReloadReason
        /// Whether the app-group store could be read at `date`.
        public var storeReadable: Bool
        /// Each entry's date, in the timeline's order.
        public var entryDates: [Date]
        /// Each entry's relevance score, nil where it has none.
        public var scores: [Double?]
        /// Each entry in the widget's `describe` words.
        public var shows: [String]
        /// When the timeline asked to be reloaded.
        public var policy: TimelineReloadPolicy
        /// The date the timeline asks to be reloaded after; nil for `never` or an empty `atEnd` timeline.
        public var reloadDate: Date?
    }

    /// What a reload with the store locked showed, against what the provider's read an
    /// hour earlier said for that time and what a reload with the store open shows then.
    public struct LockedReload: Sendable, Hashable {
        /// The instant judged: an hour after `instant`, inside the locked hour.
        public var date: Date
        /// What the timeline read at `instant`, with the store open, shows for `date` ("nothing" if no entry).
        public var expected: String
        /// What the same provider's reload at `date`, with the store locked, shows.
        public var shown: String
        /// What a fresh provider's reload at `date`, with its store readable, shows.
        public var unlocked: String
    }

    /// The instant of the placeholder, snapshot and seeded calls; the locked reload comes an hour later.
    public var instant: Date
    /// The `placeholder(in:)` call, which should not read the store.
    public var placeholder: Call
    /// The `snapshot(in:)` call with `isPreview` set, which should be fast and not read the store.
    public var previewSnapshot: Call
    /// Every timeline the provider returned in the simulated scenario, in order.
    public var reloads: [Reload]
    /// The event log of that simulation.
    public var report: SimulationReport
    /// A reload while the store is locked, against the data read an hour earlier.
    public var lockedReload: LockedReload
    /// The reload date asked for at `instant` by providers built with seeds 1 and 2.
    public var reloadDatesBySeed: [Date?]
    /// How long the timeline read at `instant` stays true, judged at `horizonOffsets`.
    public var horizons: [Horizon] = []
    /// The timeline read at `instant` that `horizons` judge.
    public var horizonTimeline = TimelineSummary(entryDates: [], policy: .never)

    static func run<Provider>(
        make: (AppGroupStore, SimulationScenario) throws -> TimelineWidget<Provider>,
        scenario: SimulationScenario, at instant: Date
    ) throws -> ProviderProbe {
        func withStore<T>(_ body: (AppGroupStore) throws -> T) throws -> T {
            let store = try AppGroupStore.temporary()
            defer { store.destroy() }
            return try body(store)
        }
        func context(_ date: Date, preview: Bool = false) -> TimelineProviderContext {
            TimelineProviderContext(
                family: scenario.family, displaySize: scenario.displaySize, isPreview: preview,
                date: date, timeZone: scenario.timeZone)
        }
        // Reads the app makes while building the widget (writing its data) don't count.
        func timed(_ store: AppGroupStore, _ call: () -> Void) -> Call {
            let reads = store.readCount, start = Date()
            call()
            return Call(storeReads: store.readCount - reads, seconds: Date().timeIntervalSince(start))
        }
        let calls = try withStore { store -> (Call, Call) in
            let widget = try make(store, scenario)
            return (
                timed(store) { _ = widget.provider.placeholder(in: context(instant)) },
                timed(store) { _ = widget.provider.snapshot(in: context(instant, preview: true)) }
            )
        }
        let (run, report) = try withStore { store in
            scenario.lockedPeriods.forEach(store.makeUnreadable)
            let widget = try make(store, scenario)
            let run = TimelineSimulator.run(widget, scenario: scenario)
            return (run, run.report(for: widget))
        }
        let reloads = run.reloads.map { reload in
            Reload(
                date: reload.date, reason: reload.reason, storeReadable: reload.storeReadable,
                entryDates: reload.timeline.entries.map(\.date),
                scores: reload.timeline.entries.map { $0.relevance?.score },
                shows: [], policy: reload.timeline.policy, reloadDate: reload.timeline.reloadDate)
        }
        let described = try withStore { store in
            let widget = try make(store, scenario)
            return zip(reloads, run.reloads).map { probed, reload in
                var probed = probed
                probed.shows = reload.timeline.entries.map(widget.describe)
                return probed
            }
        }
        // Read once with the store open, then an hour later with it locked: a provider
        // that keeps its last good data shows the same thing both times.
        let locked = try withStore { store -> LockedReload in
            let widget = try make(store, scenario)
            let later = instant.addingTimeInterval(3600)
            let open = widget.provider.timeline(in: context(instant))
            store.makeUnreadable(during: DateInterval(start: later, duration: 3600))
            let shut = widget.provider.timeline(in: context(later))
            let fresh = try withStore { other in
                try make(other, scenario).provider.timeline(in: context(later)).entry(at: later).map(widget.describe)
            }
            return LockedReload(
                date: later, expected: open.entry(at: later).map(widget.describe) ?? "nothing",
                shown: shut.entry(at: later).map(widget.describe) ?? "nothing", unlocked: fresh ?? "nothing")
        }
        let bySeed = try [UInt64(1), 2].map { seed in
            try withStore { store -> Date? in
                var seeded = scenario
                seeded.seed = seed
                return try make(store, seeded).provider.timeline(in: context(instant)).reloadDate
            }
        }
        let (read, horizons) = try horizons(make: make, scenario: scenario, at: instant, context: { context($0) })
        return ProviderProbe(
            instant: instant, placeholder: calls.0, previewSnapshot: calls.1, reloads: described,
            report: report, lockedReload: locked, reloadDatesBySeed: bySeed, horizons: horizons,
            horizonTimeline: read)
    }
}
