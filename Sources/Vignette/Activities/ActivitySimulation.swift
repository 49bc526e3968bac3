import Foundation

/// What the person saw of an activity, span by span: the content, whether it was stale, and
/// where it was shown, under the system's limits (Docs/LiveActivities.md §4).
public struct ActivityStory: Hashable, Sendable {
    /// A stretch of time with one look.
    public struct Span: Hashable, Sendable {
        /// From this instant…
        public var from: Date
        /// …to this one.
        public var to: Date
        /// The state shown, an index into the activity's `states`.
        public var state: Int
        /// Whether the content is past its stale date.
        public var isStale: Bool
        /// Shown in the Dynamic Island (only until the activity ends).
        public var inIsland: Bool
        /// Shown on the Lock Screen (until it is dismissed).
        public var onLockScreen: Bool
    }

    /// Something that happened, with its time.
    public struct Event: Hashable, Sendable {
        /// When.
        public var date: Date
        /// What, in a line: "update from a push: first-goal".
        public var what: String
    }

    /// The spans in time order, from the start to the removal from the Lock Screen.
    public var spans: [Span]
    /// The events in time order.
    public var events: [Event]
    /// When the activity ended, by its app or the system.
    public var ended: Date
    /// Whether the system ended it at the eight-hour limit.
    public var endedBySystem: Bool
    /// When it left the Lock Screen.
    public var removed: Date
}

extension ActivityDefinition {
    /// "A Live Activity can be active for up to eight hours."
    public static let activeLimit: TimeInterval = 8 * 3600
    /// It "remains on the Lock Screen … for up to four additional hours".
    public static let lockScreenLimit: TimeInterval = 4 * 3600

    /// Plays `scenario` (nil: the definition's own) against the system's limits.
    ///
    /// - Throws: `VignetteError.invalidValue` for an update or end naming a state the activity
    ///   does not have, or a scenario without updates.
    public func simulate(_ scenario: ActivityScenario? = nil) throws -> ActivityStory {
        let scenario = scenario ?? self.scenario
        guard let first = scenario.updates.first else {
            throw VignetteError.invalidValue(
                name: "scenario", value: "no updates", expected: "at least the initial content")
        }
        for index in scenario.updates.map(\.state) + [scenario.end?.state].compactMap({ $0 })
        where !states.indices.contains(index) {
            throw VignetteError.invalidValue(
                name: "scenario state", value: "\(index) of '\(id)'",
                expected: "0 to \(states.count - 1): \(states.map(\.name).joined(separator: ", "))")
        }
        let systemEnd = scenario.start.addingTimeInterval(Self.activeLimit)
        let endedBySystem = (scenario.end?.date ?? .distantFuture) > systemEnd
        let ended = endedBySystem ? systemEnd : scenario.end!.date
        let removed: Date =
            switch scenario.end?.dismissal ?? .default {
            case .default: ended.addingTimeInterval(Self.lockScreenLimit)
            case .immediate: ended
            case .after(let date): min(max(date, ended), ended.addingTimeInterval(Self.lockScreenLimit))
            }
        // The content shown at each instant: the last update by then, the final state from the end.
        var shown: [(date: Date, state: Int)] = scenario.updates.filter { $0.date < ended }.map { ($0.date, $0.state) }
        if shown.isEmpty { shown = [(scenario.start, first.state)] }
        if let final = scenario.end?.state, !endedBySystem { shown.append((ended, final)) }

        var cuts = Set([scenario.start, ended, removed] + shown.map(\.date))
        for item in shown { if let stale = states[item.state].staleDate { cuts.insert(stale) } }
        let times = cuts.filter { $0 >= scenario.start && $0 <= removed }.sorted()
        var spans: [ActivityStory.Span] = []
        for (from, to) in zip(times, times.dropFirst()) where from < to {
            let state = shown.last { $0.date <= from }?.state ?? first.state
            let stale = states[state].staleDate.map { $0 <= from } ?? false
            let span = ActivityStory.Span(
                from: from, to: to, state: state, isStale: stale, inIsland: from < ended, onLockScreen: true)
            if let last = spans.last, last.state == span.state, last.isStale == span.isStale,
                last.inIsland == span.inIsland
            {
                spans[spans.count - 1].to = to
            } else {
                spans.append(span)
            }
        }
        return ActivityStory(
            spans: spans,
            events: events(
                scenario, shown: shown, ended: ended, endedBySystem: endedBySystem,
                removed: removed),
            ended: ended, endedBySystem: endedBySystem, removed: removed)
    }

    private func events(
        _ scenario: ActivityScenario, shown: [(date: Date, state: Int)], ended: Date, endedBySystem: Bool,
        removed: Date
    ) -> [ActivityStory.Event] {
        var events = [
            ActivityStory.Event(date: scenario.start, what: "started: \(states[scenario.updates[0].state].name)")
        ]
        for update in scenario.updates.dropFirst() {
            let name = states[update.state].name
            events.append(
                update.date < ended
                    ? .init(
                        date: update.date, what: "update from \(update.source == .app ? "the app" : "a push"): \(name)")
                    : .init(date: update.date, what: "update ignored, the activity has ended: \(name)"))
        }
        for (index, item) in shown.enumerated() {
            guard let stale = states[item.state].staleDate else { continue }
            let next = index + 1 < shown.count ? shown[index + 1].date : removed
            if stale < item.date {
                events.append(.init(date: item.date, what: "content arrived already stale: \(states[item.state].name)"))
            } else if stale < next {
                events.append(.init(date: stale, what: "content stale: \(states[item.state].name)"))
            }
        }
        events.append(
            endedBySystem
                ? .init(date: ended, what: "ended by the system after 8 hours; gone from the Dynamic Island")
                : .init(date: ended, what: "ended by the app; gone from the Dynamic Island"))
        let hours = removed.timeIntervalSince(ended) / 3600
        events.append(
            .init(
                date: removed,
                what: "removed from the Lock Screen"
                    + (hours > 0 ? String(format: " (%.2g h after the end)", hours) : " (immediately)")))
        return events.sorted { $0.date < $1.date }
    }
}
