import Foundation

/// A subscription that sends at most one value, then a completion, once the subscriber asks.
final class OneShot<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var result: Result<Output?, Failure>?
    private var demanded = false

    init(_ downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

    /// Sets the outcome (nil value: finish without one); sends at once if already asked.
    func resolve(_ result: Result<Output?, Failure>) {
        lock.lock()
        self.result = result
        lock.unlock()
        flush()
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "Subscription.request(\(demand)): a request must be for at least one value")
        lock.lock()
        demanded = true
        lock.unlock()
        flush()
    }

    private func flush() {
        lock.lock()
        guard let result, let target = downstream else { return lock.unlock() }
        switch result {
        case .failure(let error):
            downstream = nil
            lock.unlock()
            target.receive(completion: .failure(error))
        case .success(let value):
            guard demanded || value == nil else { return lock.unlock() }
            downstream = nil
            lock.unlock()
            if let value { _ = target.receive(value) }
            target.receive(completion: .finished)
        }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}

extension Publisher {
    func attachOneShot<S: Subscriber>(_ subscriber: S) -> OneShot<Output, Failure>
    where S.Input == Output, S.Failure == Failure {
        let shot = OneShot(AnySubscriber(subscriber))
        subscriber.receive(subscription: shot)
        return shot
    }
}

/// A publisher sending one value to each subscriber, then finishing.
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never
    /// The value sent.
    public let output: Output
    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }
    /// Sends the value when asked, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        attachOneShot(subscriber).resolve(.success(output))
    }
}

/// A publisher that sends no value and finishes at once (or never, if `completeImmediately` is false).
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as subscribed.
    public let completeImmediately: Bool
    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// An empty publisher whose types are given.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    /// Finishes at once, or never.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let shot = attachOneShot(subscriber)
        if completeImmediately { shot.resolve(.success(nil)) }
    }
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error sent.
    public let error: Failure
    /// A publisher failing with `error`.
    public init(error: Failure) { self.error = error }
    /// A publisher failing with `error`, its output type given.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    /// Fails at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attachOneShot(subscriber).resolve(.failure(error))
    }
}

/// A publisher that runs `attemptToFulfill` once, at creation, and sends its one result to every subscriber.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The closure that fulfils the future.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [OneShot<Output, Failure>] = []

    /// Runs `attemptToFulfill` now; the first result it passes to its promise is kept.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] in fulfil($0) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        let now = waiting
        waiting = []
        lock.unlock()
        now.forEach { $0.resolve(result.map { $0 }) }
    }

    /// Sends the result when asked, once there is one.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let shot = attachOneShot(subscriber)
        lock.lock()
        if let result {
            lock.unlock()
            shot.resolve(result.map { $0 })
        } else {
            waiting.append(shot)
            lock.unlock()
        }
    }
}

/// A publisher made anew for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The made publisher's values.
    public typealias Output = DeferredPublisher.Output
    /// The made publisher's failure.
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher
    /// A publisher calling `createPublisher` at each subscription.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    /// Attaches `subscriber` to a new publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publishers {
    /// A sequence's elements, as many at a time as the subscriber asks for, then finished.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The elements.
        public typealias Output = Elements.Element
        /// The elements sent.
        public let sequence: Elements
        /// A publisher of `sequence`.
        public init(sequence: Elements) { self.sequence = sequence }
        /// Sends elements as they are asked for.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: Feed(AnySubscriber(subscriber), sequence.makeIterator()))
        }
    }
}

/// The subscription of a sequence publisher: hands out elements against demand.
final class Feed<Iterator: IteratorProtocol, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Iterator.Element, Failure>?
    private var iterator: Iterator
    private var demand = Subscribers.Demand.none
    private var sending = false

    init(_ downstream: AnySubscriber<Iterator.Element, Failure>, _ iterator: Iterator) {
        self.downstream = downstream
        self.iterator = iterator
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        // A request made from inside receive(_:) only adds demand: the running loop sends the rest.
        guard !sending else { return lock.unlock() }
        sending = true
        while let target = downstream, self.demand > 0 {
            guard let next = iterator.next() else {
                downstream = nil
                lock.unlock()
                target.receive(completion: .finished)
                lock.lock()
                break
            }
            self.demand -= 1
            lock.unlock()
            let more = target.receive(next)
            lock.lock()
            self.demand += more
        }
        sending = false
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
