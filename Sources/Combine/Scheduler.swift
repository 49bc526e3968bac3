import Dispatch
import Foundation

/// A time interval spelt in seconds, milliseconds, microseconds or nanoseconds.
public protocol SchedulerTimeIntervalConvertible {
    /// Whole seconds.
    static func seconds(_ s: Int) -> Self
    /// Fractional seconds.
    static func seconds(_ s: Double) -> Self
    /// Milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// Microseconds.
    static func microseconds(_ us: Int) -> Self
    /// Nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Something that runs closures now or at a later time (`DispatchQueue` here; Combine also has `RunLoop`).
public protocol Scheduler<SchedulerTimeType> {
    /// A point in the scheduler's time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for one scheduled action.
    associatedtype SchedulerOptions
    /// The time now.
    var now: SchedulerTimeType { get }
    /// The least tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date`, give or take `tolerance`.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    /// Runs `action` at `date`.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

extension DispatchQueue: Scheduler {
    /// Options for a dispatched action.
    public struct SchedulerOptions {
        /// The action's quality of service.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the action joins.
        public var group: DispatchGroup?
        /// Options for one action.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// A dispatch time as a scheduler's time.
    public struct SchedulerTimeType: Strideable, Hashable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime
        /// The time `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }
        /// The interval from this time to `other`.
        public func distance(to other: Self) -> Stride {
            Stride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }
        /// This time moved by `n`.
        public func advanced(by n: Stride) -> Self {
            Self(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.magnitude))))
        }
        /// Hashes the time.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// An interval in nanoseconds; an integer or float literal counts seconds, as in Combine.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable
        {
            /// The interval in nanoseconds.
            public var magnitude: Int
            /// The interval as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
            init(nanoseconds: Int) { magnitude = nanoseconds }
            /// `value` seconds.
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            /// `value` seconds.
            public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
            /// `source` seconds, if a whole number of nanoseconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                magnitude = seconds * 1_000_000_000
            }
            /// Whole seconds.
            public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
            /// Fractional seconds.
            public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(s * 1e9)) }
            /// Milliseconds.
            public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
            /// Microseconds.
            public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1000) }
            /// Nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }
            /// Orders intervals.
            public static func < (a: Self, b: Self) -> Bool { a.magnitude < b.magnitude }
            /// The sum.
            public static func + (a: Self, b: Self) -> Self { Self(nanoseconds: a.magnitude + b.magnitude) }
            /// The difference.
            public static func - (a: Self, b: Self) -> Self { Self(nanoseconds: a.magnitude - b.magnitude) }
            /// The product (nanoseconds times nanoseconds, as Combine's).
            public static func * (a: Self, b: Self) -> Self { Self(nanoseconds: a.magnitude * b.magnitude) }
            /// Adds in place.
            public static func += (a: inout Self, b: Self) { a = a + b }
            /// Subtracts in place.
            public static func -= (a: inout Self, b: Self) { a = a - b }
            /// Multiplies in place.
            public static func *= (a: inout Self, b: Self) { a = a * b }
        }
    }

    /// The time now.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` asynchronously on the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        async(
            group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
            execute: SendableAction(action).run)
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        asyncAfter(
            deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
            execute: SendableAction(action).run)
    }
}

/// A closure handed to Dispatch: Combine's scheduler API takes closures that are not `@Sendable`.
struct SendableAction: @unchecked Sendable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    @Sendable func run() { action() }
}
