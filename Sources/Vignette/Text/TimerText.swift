import Foundation

/// A timer that runs within an interval (SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`),
/// written against the render clock.
///
/// Following Apple's documentation of that initialiser and of `SystemFormatStyle.Timer`
/// (Docs/SwiftUI.md §4): the time counted is the clock's distance past the
/// interval's start, held between zero and the interval's length, and frozen at
/// `pauseTime` once the clock passes it. Counting down shows the length minus that time
/// ("5:00" at the start of five minutes, "0:00" at the end and after); counting up shows the
/// time itself. The form is the `.timer` style's: "M:SS" under an hour, "H:MM:SS" from an hour
/// up — or, without hours, minutes past 59 ("90:00").
public struct TimerText: Hashable, Sendable {
    /// When the timer starts and stops.
    public var interval: ClosedRange<Date>
    /// When the timer stops moving, if ever.
    public var pauseTime: Date?
    /// Whether it shows the time left (true) or the time gone.
    public var countsDown: Bool
    /// Whether an hour or more is written as hours, or folded into minutes.
    public var showsHours: Bool

    /// A timer over `interval`, as SwiftUI's initialiser takes it.
    public init(interval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.interval = interval
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
    }

    /// The text at the environment's clock.
    public func string(in env: WidgetEnvironment) -> String { string(now: env.date) }

    /// The text as shown at `now`.
    public func string(now: Date) -> String {
        let clock = pauseTime.map { min($0, now) } ?? now
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let gone = min(max(clock.timeIntervalSince(interval.lowerBound), 0), length)
        let shown = countsDown ? length - gone : gone
        let seconds = Int(shown.rounded(.down))
        return showsHours ? DateText.timer(seconds: seconds) : Self.minutes(seconds: seconds)
    }

    /// "M:SS" with minutes past 59.
    private static func minutes(seconds total: Int) -> String {
        let seconds = total % 60
        return "\(total / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }
}
