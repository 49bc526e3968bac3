import Foundation

// The one-value-in, at-most-one-out operators (`map`, `compactMap`, `filter`, `removeDuplicates`,
// `first`, `dropFirst`) share one link type: each is a step function made per subscription, so state
// such as the previous value belongs to one subscriber. A dropped value asks upstream for one more, as
// Combine's `filter` does, so the downstream's demand is honoured.

/// What a step does with one upstream value.
enum Step<Output> {
    /// Sends it on.
    case send(Output)
    /// Drops it (and asks upstream for another).
    case skip
    /// Sends it, then finishes and cancels upstream.
    case last(Output)
}

/// One link of a chain: requests and cancellation go up, each upstream value goes down through `step`.
final class StepLink<Input, Output, Failure: Error>: Subscriber, Subscription, @unchecked Sendable {
    private let downstream: AnySubscriber<Output, Failure>
    private let step: (Input) -> Step<Output>
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var done = false

    init(_ downstream: AnySubscriber<Output, Failure>, step: @escaping (Input) -> Step<Output>) {
        self.downstream = downstream
        self.step = step
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let ended = done
        lock.unlock()
        if ended { return .none }
        switch step(input) {
        case .send(let value): return downstream.receive(value)
        case .skip: return .max(1)
        case .last(let value):
            _ = downstream.receive(value)
            cancel()
            downstream.receive(completion: .finished)
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let ended = done
        done = true
        upstream = nil
        lock.unlock()
        if !ended { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let current = upstream
        lock.unlock()
        current?.request(demand)
    }

    func cancel() {
        lock.lock()
        let current = upstream
        upstream = nil
        done = true
        lock.unlock()
        current?.cancel()
    }
}

extension Publishers {
    /// A publisher passing each upstream value through a per-subscription step (`map`, `filter`, …).
    public struct Stepped<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher this one reads.
        public let upstream: Upstream
        let makeStep: () -> (Upstream.Output) -> Step<Output>

        /// Attaches `subscriber` through a fresh step.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: StepLink(AnySubscriber(subscriber), step: makeStep()))
        }
    }

    /// `map`: each value transformed.
    public typealias Map<Upstream: Publisher, Output> = Stepped<Upstream, Output>
    /// `compactMap`: each non-nil transformed value.
    public typealias CompactMap<Upstream: Publisher, Output> = Stepped<Upstream, Output>
    /// `filter`: the values passing a test.
    public typealias Filter<Upstream: Publisher> = Stepped<Upstream, Upstream.Output>
    /// `removeDuplicates`: values unlike the one before.
    public typealias RemoveDuplicates<Upstream: Publisher> = Stepped<Upstream, Upstream.Output>
    /// `first`: the first value, then finished.
    public typealias First<Upstream: Publisher> = Stepped<Upstream, Upstream.Output>
    /// `dropFirst`: all but the first values.
    public typealias Drop<Upstream: Publisher> = Stepped<Upstream, Upstream.Output>
}

extension Publisher {
    func stepped<T>(_ makeStep: @escaping () -> (Output) -> Step<T>) -> Publishers.Stepped<Self, T> {
        Publishers.Stepped(upstream: self, makeStep: makeStep)
    }

    /// Each value transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        stepped { { .send(transform($0)) } }
    }

    /// Each value's property at `keyPath`.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        stepped { { .send($0[keyPath: keyPath]) } }
    }

    /// Each value transformed, leaving out nil results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        stepped { { transform($0).map(Step.send) ?? .skip } }
    }

    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        stepped { { isIncluded($0) ? .send($0) : .skip } }
    }

    /// Leaves out a value when `predicate(previous, value)` is true, the previous being the last one sent.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        stepped {
            var previous: Output?
            return { value in
                if let previous, predicate(previous, value) { return .skip }
                previous = value
                return .send(value)
            }
        }
    }

    /// The first value, then finished (upstream is cancelled).
    public func first() -> Publishers.First<Self> { stepped { { .last($0) } } }

    /// The first value satisfying `predicate`, then finished.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.First<Self> {
        stepped { { predicate($0) ? .last($0) : .skip } }
    }

    /// All values but the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        stepped {
            var left = count
            return { value in
                guard left <= 0 else {
                    left -= 1
                    return .skip
                }
                return .send(value)
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Leaves out a value equal to the one before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}
