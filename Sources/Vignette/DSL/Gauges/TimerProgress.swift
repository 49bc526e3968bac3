import Foundation

/// A bar or ring filled to how far the render clock is through an interval (SwiftUI's
/// `ProgressView(timerInterval:countsDown:)`): like live text, the system moves it between
/// timeline entries, so it is worked out at layout from the render clock, never when the view
/// is built (Docs/Time.md). Written `ProgressBar(timerInterval:…)` or `RingGauge(timerInterval:…)`.
public struct TimerProgress: Hashable, Sendable {
    /// When the progress starts and ends.
    public var interval: ClosedRange<Date>
    /// Whether the gauge empties as time passes (true, SwiftUI's default) or fills.
    public var countsDown: Bool
    /// How the fraction is drawn.
    public var gauge: Gauge

    /// The drawings a timer's progress can take.
    public enum Gauge: Hashable, Sendable {
        /// A `ProgressBar` of this thickness, tint and track (nil: the tint at 25 %).
        case bar(height: CGFloat, tint: Paint, track: Paint?)
        /// A `RingGauge` of this line width, tint and track.
        case ring(lineWidth: CGFloat, tint: Paint, track: Paint?)
    }

    /// Progress through `interval`, drawn as `gauge`.
    public init(interval: ClosedRange<Date>, countsDown: Bool = true, gauge: Gauge) {
        self.interval = interval
        self.countsDown = countsDown
        self.gauge = gauge
    }

    /// The part of the gauge filled at `now`: the time gone over the interval's length, held
    /// between 0 and 1, or one minus that when counting down. An empty interval is over.
    public func fraction(at now: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let gone = length > 0 ? min(max(now.timeIntervalSince(interval.lowerBound) / length, 0), 1) : 1
        return countsDown ? 1 - gone : gone
    }

    /// The gauge as drawn at `now`; layout asks for it with the render clock.
    public func node(at now: Date) -> Node {
        let value = fraction(at: now)
        switch gauge {
        case .bar(let height, let tint, let track):
            return ProgressBar(value: value, height: height, tint: tint, track: track).node
        case .ring(let lineWidth, let tint, let track):
            return RingGauge(value: value, lineWidth: lineWidth, tint: tint, track: track).node
        }
    }
}

extension ProgressBar {
    /// A bar that fills (or, counting down, empties) as the render clock crosses `interval`,
    /// as `ProgressView(timerInterval:countsDown:)` does; the only bar that moves between entries.
    public static func timer(
        _ interval: ClosedRange<Date>, countsDown: Bool = true, height: CGFloat = 6,
        tint: Paint = .blue, track: Paint? = nil
    ) -> Node {
        .timerProgress(
            TimerProgress(
                interval: interval, countsDown: countsDown, gauge: .bar(height: height, tint: tint, track: track)))
    }
}

extension RingGauge {
    /// A ring that fills (or empties) as the render clock crosses `interval`.
    public static func timer(
        _ interval: ClosedRange<Date>, countsDown: Bool = true, lineWidth: CGFloat = 8,
        tint: Paint = .blue, track: Paint? = nil
    ) -> Node {
        .timerProgress(
            TimerProgress(
                interval: interval, countsDown: countsDown, gauge: .ring(lineWidth: lineWidth, tint: tint, track: track)
            ))
    }
}
