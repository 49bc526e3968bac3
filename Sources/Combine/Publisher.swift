import Foundation

// A small, synchronous Combine: the names widget code uses (`ObservableObject`, `@Published`,
// subjects, `sink`, `AnyCancellable`), with Combine's delivery order — subscribers get values in
// the order they subscribed, on the sender's thread. No schedulers or operators beyond `map`
// (Docs/SwiftUI/StateAndCombine.md says why).

/// Something that delivers values to subscribers.
public protocol Publisher<Output, Failure> {
    /// The values delivered.
    associatedtype Output
    /// The error a publisher may end with.
    associatedtype Failure: Error
    /// Adds a subscriber: `receive` gets each value until the returned token is cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher {
    /// Calls `receiveValue` with each value delivered, until the token is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }

    /// Calls `receiveValue` with each value; `receiveCompletion` is never called (nothing here ends).
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe(receiveValue)
    }

    /// Each value transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
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
}

/// Namespace of Combine's operator publishers.
public enum Publishers {
    /// `map`: each upstream value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output
        /// Subscribes to the upstream, transforming each value.
        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            upstream._subscribe { receive(transform($0)) }
        }
    }
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable
    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }
    /// Subscribes to the wrapped publisher.
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receive) }
}

/// A subscription token: cancelling it (or releasing it) stops delivery.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?

    /// A token that runs `cancel` once when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    deinit { cancel() }

    /// Stops delivery.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps the token in `set` (as Combine does) so it lives as long as the set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Tokens are equal only to themselves.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
