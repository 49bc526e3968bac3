import Foundation

// `RunLoop` as a Combine scheduler (`receive(on: RunLoop.main)`, `delay(for:scheduler: RunLoop.main)`):
// an action runs when the run loop next turns, a later one from a timer in the default mode. The
// main run loop turns while the render waits for a provider's completion, as it does on iOS.
extension RunLoop: Scheduler {
    /// Options for a run-loop action: none, as in Combine.
    public struct SchedulerOptions {}

    /// A date as a scheduler's time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date.
        public var date: Date
        /// The time `date`.
        public init(_ date: Date) { self.date = date }
        /// The interval from this time to `other`.
        public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        /// This time moved by `n`.
        public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.magnitude)) }

        /// An interval in seconds; an integer or float literal counts seconds, as in Combine.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable
        {
            /// The interval in seconds.
            public var magnitude: TimeInterval
            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }
            /// `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// `value` seconds.
            public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
            /// `value` seconds.
            public init(floatLiteral value: Double) { magnitude = value }
            /// `source` seconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = TimeInterval(exactly: source) else { return nil }
                magnitude = seconds
            }
            /// Whole seconds.
            public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
            /// Fractional seconds.
            public static func seconds(_ s: Double) -> Self { Self(s) }
            /// Milliseconds.
            public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
            /// Microseconds.
            public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
            /// Nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }
            /// Orders intervals.
            public static func < (a: Self, b: Self) -> Bool { a.magnitude < b.magnitude }
            /// The sum.
            public static func + (a: Self, b: Self) -> Self { Self(a.magnitude + b.magnitude) }
            /// The difference.
            public static func - (a: Self, b: Self) -> Self { Self(a.magnitude - b.magnitude) }
            /// The product.
            public static func * (a: Self, b: Self) -> Self { Self(a.magnitude * b.magnitude) }
            /// Adds in place.
            public static func += (a: inout Self, b: Self) { a = a + b }
            /// Subtracts in place.
            public static func -= (a: inout Self, b: Self) { a = a - b }
            /// Multiplies in place.
            public static func *= (a: inout Self, b: Self) { a = a * b }
        }
    }

    /// The time now.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` when the run loop next turns.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let run = SendableAction(action)
        perform { run.run() }
    }

    /// Runs `action` from a timer firing at `date` in the run loop's default mode.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let run = SendableAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in run.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }
}
