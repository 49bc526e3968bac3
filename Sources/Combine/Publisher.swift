import Foundation

// Combine's protocol model (developer.apple.com/documentation/combine): a `Publisher` hands each
// `Subscriber` a `Subscription`; the subscriber asks for values with `request(_:)` and each value's
// `receive(_:)` may ask for more. Delivery is synchronous, on the sender's thread, in subscription order
// (Docs/SwiftUI/StateAndCombine.md).

/// Something that delivers values, then perhaps a completion, to subscribers that ask for them.
public protocol Publisher<Output, Failure> {
    /// The values delivered.
    associatedtype Output
    /// The error a publisher may end with.
    associatedtype Failure: Error
    /// Attaches `subscriber`: it gets a subscription, then values as it requests them.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Something that receives a subscription, then values and a completion, from a publisher.
public protocol Subscriber<Input, Failure> {
    /// The values received.
    associatedtype Input
    /// The error the publisher may end with.
    associatedtype Failure: Error
    /// The publisher accepted the subscription; request values through it.
    func receive(subscription: any Subscription)
    /// A value; returns how many more values to add to the demand.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed; nothing follows.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Something that can be cancelled.
public protocol Cancellable {
    /// Stops the activity and frees its resources.
    func cancel()
}

/// A subscriber's link to a publisher: ask for values, or cancel.
public protocol Subscription: Cancellable, AnyObject {
    /// Adds `demand` to the number of values the publisher may send.
    func request(_ demand: Subscribers.Demand)
}

extension Publisher {
    /// Attaches `subscriber` (Combine's spelling of `receive(subscriber:)` for callers).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Sends every value and the completion on to `subject`; cancelling the token stops it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }

    /// Calls `receiveValue` with each value (unlimited demand), until the token is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Calls `receiveValue` with each value and `receiveCompletion` once at the end.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Sets `object[keyPath:]` to each value.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// This publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// Namespace of Combine's subscriber types.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }

    /// How many more values a subscriber wants: a number, or `unlimited`.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        let count: UInt  // UInt.max is unlimited
        /// As many as the publisher has.
        public static let unlimited = Demand(count: .max)
        /// No more values.
        public static let none = Demand(count: 0)
        /// At most `value` values (`value` must not be negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Subscribers.Demand.max(\(value)): a demand cannot be negative")
            return Demand(count: UInt(value))
        }
        /// The number, or nil when unlimited.
        public var max: Int? { self == .unlimited ? nil : Int(count) }
        /// `unlimited` or `max(n)`.
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        /// The sum; unlimited if either is.
        public static func + (a: Demand, b: Demand) -> Demand {
            if a == .unlimited || b == .unlimited { return .unlimited }
            let (sum, overflow) = a.count.addingReportingOverflow(b.count)
            return overflow || sum == .max ? .unlimited : Demand(count: sum)
        }
        /// The sum with a number.
        public static func + (a: Demand, b: Int) -> Demand { b < 0 ? a - Demand.max(-b) : a + Demand.max(b) }
        /// The difference, never below none; unlimited minus a number stays unlimited.
        public static func - (a: Demand, b: Demand) -> Demand {
            if a == .unlimited { return b == .unlimited ? .none : .unlimited }
            if b == .unlimited { return .none }
            return a.count > b.count ? Demand(count: a.count - b.count) : .none
        }
        /// The difference with a number.
        public static func - (a: Demand, b: Int) -> Demand { b < 0 ? a + Demand.max(-b) : a - Demand.max(b) }
        /// Adds in place.
        public static func += (a: inout Demand, b: Demand) { a = a + b }
        /// Adds a number in place.
        public static func += (a: inout Demand, b: Int) { a = a + b }
        /// Subtracts in place.
        public static func -= (a: inout Demand, b: Demand) { a = a - b }
        /// Subtracts a number in place.
        public static func -= (a: inout Demand, b: Int) { a = a - b }
        /// Orders demands; unlimited is greatest.
        public static func < (a: Demand, b: Demand) -> Bool { a.count < b.count }
        /// Compares with a number.
        public static func == (a: Demand, b: Int) -> Bool { b >= 0 && a.max == b }
        /// Compares with a number.
        public static func > (a: Demand, b: Int) -> Bool { b < 0 || a.max.map { $0 > b } ?? true }
        /// Compares with a number.
        public static func < (a: Demand, b: Int) -> Bool { b >= 0 && (a.max.map { $0 < b } ?? false) }
        /// Compares with a number.
        public static func >= (a: Demand, b: Int) -> Bool { !(a < b) }
        /// Compares with a number.
        public static func <= (a: Demand, b: Int) -> Bool { !(a > b) }
    }

    /// The subscriber behind `sink`: requests unlimited values and calls its closures.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called once at the end.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?

        /// A sink calling the two closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }
        /// Calls `receiveValue`.
        public func receive(_ input: Input) -> Subscribers.Demand {
            receiveValue(input)
            return .none
        }
        /// Calls `receiveCompletion` and lets the subscription go.
        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            lock.lock()
            subscription = nil
            lock.unlock()
        }
        /// Cancels the subscription: no more values.
        public func cancel() {
            lock.lock()
            let current = subscription
            subscription = nil
            lock.unlock()
            current?.cancel()
        }
    }
}

/// A subscriber with its type erased.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: (any Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let any = subscriber as? AnySubscriber<Input, Failure> {
            self = any
            return
        }
        subscription = subscriber.receive(subscription:)
        value = subscriber.receive(_:)
        completion = subscriber.receive(completion:)
    }

    /// A subscriber made of three closures.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        subscription = receiveSubscription ?? { _ in }
        value = receiveValue ?? { _ in .none }
        completion = receiveCompletion ?? { _ in }
    }

    /// Passes the subscription on.
    public func receive(subscription: any Subscription) { self.subscription(subscription) }
    /// Passes the value on.
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void
    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }
    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

/// A cancellation token: cancelling it (or releasing it) stops delivery.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// A token that runs `cancel` once when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// A token that cancels `cancellable` when cancelled or released.
    public init<C: Cancellable>(_ cancellable: C) {
        cancelAction = cancellable.cancel
    }

    deinit { cancel() }

    /// Stops delivery (once).
    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    /// Keeps the token in `set` so it lives as long as the set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the token in `collection` so it lives as long as the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Tokens are equal only to themselves.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Namespace of Combine's operator publishers.
public enum Publishers {}
