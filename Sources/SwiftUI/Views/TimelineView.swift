import Foundation
import Vignette

/// When a `TimelineView` would redraw, as SwiftUI's `TimelineSchedule`: the dates from a start.
public protocol TimelineSchedule {
    /// The dates it returns.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The update dates from `startDate` on, in order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often the system lets a schedule update; a snapshot is always `.normal`.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Updates as the schedule asks.
    case normal
    /// Updates less often (Always On, low power).
    case lowFrequency
}

/// A schedule at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The start of the minute holding `startDate`, then every 60 s.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60).entries(
            from: startDate, mode: mode)
    }
}

/// A schedule every `interval` seconds from a start, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The dates, as a lazy sequence.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming += Swift.max(interval, 0.001) }
            return upcoming
        }
    }

    /// The last update at or before `startDate` (the start, if later), then every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > start else { return Entries(upcoming: start, interval: interval) }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start + steps * interval, interval: interval)
    }
}

/// A schedule of given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    /// Updates at `dates`.
    public init(_ dates: Dates) { self.dates = dates }
    /// The dates as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Updates as often as animation would; a snapshot draws the render clock's moment.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Accepted; a snapshot draws one frame.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    /// The start date, then every 1/60 s.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: 1.0 / 60)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as animation.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// As often as animation, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a `TimelineView`'s content is drawn for (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext {
    /// How often the view updates.
    public enum Cadence: Comparable, Hashable, Sendable {
        /// Continuously.
        case live
        /// Every second.
        case seconds
        /// Every minute.
        case minutes
    }
    /// The schedule's date being drawn.
    public let date: Date
    /// A snapshot is drawn as often as the schedule asks.
    public let cadence: Cadence
}

/// A view redrawn on a schedule, as SwiftUI's `TimelineView`: a snapshot draws its content once,
/// for the schedule's latest date at or before the render clock (Docs/SwiftUI/TimelineView.md).
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content is drawn for: one type for every content, as Apple's, so a closure of several
    /// statements can name its parameter before its result type is known.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view drawing `content` for each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    /// The latest of the schedule's dates at or before `now`, or the first when all are later.
    static func date(of schedule: Schedule, at now: Date) -> Date {
        var chosen: Date?
        for date in schedule.entries(from: now, mode: .normal) {
            if date > now { break }
            chosen = date
        }
        return chosen ?? schedule.entries(from: now, mode: .normal).first(where: { _ in true }) ?? now
    }

    package func lower(in environment: EnvironmentValues) -> Node {
        let context = Context(date: Self.date(of: schedule, at: environment.core.date), cadence: .live)
        return SwiftUI.lower(content(context), in: environment)
    }
}
