import Foundation

// Operators reading several publishers (`merge`, `combineLatest`, `flatMap`) share one fan-in: the
// downstream's requests go to every input that takes demand; values arriving without demand wait in a
// buffer (`combineLatest` keeps only the newest, as Combine's does); the output finishes when every
// input has finished and fails as soon as one fails.

/// The shared state of a many-input operator, and the subscription its downstream holds.
final class FanIn<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let downstream: AnySubscriber<Output, Failure>
    private let keepsNewestOnly: Bool
    private let lock = NSLock()
    private var inputs: [(subscription: (any Subscription)?, forwardsDemand: Bool, finished: Bool)] = []
    private var demand = Subscribers.Demand.none
    private var buffer: [Output] = []
    private var done = false
    private var delivering = false

    init(_ downstream: AnySubscriber<Output, Failure>, keepsNewestOnly: Bool = false) {
        self.downstream = downstream
        self.keepsNewestOnly = keepsNewestOnly
    }

    /// A new input slot; `forwardsDemand` false means it is asked for everything.
    func addInput(forwardsDemand: Bool = true) -> Int {
        lock.lock()
        defer { lock.unlock() }
        inputs.append((nil, forwardsDemand, false))
        return inputs.count - 1
    }

    /// The subscriber for slot `index`; `value` turns its inputs into output (nil sends nothing).
    func input<Input>(_ index: Int, value: @escaping (Input) -> Output?) -> AnySubscriber<Input, Failure> {
        AnySubscriber(
            receiveSubscription: { [self] in attach($0, to: index) },
            receiveValue: { [self] in
                if let output = value($0) { emit(output) }
                return .none
            },
            receiveCompletion: { [self] in finish(index, $0) })
    }

    private func attach(_ subscription: any Subscription, to index: Int) {
        lock.lock()
        guard !done else {
            lock.unlock()
            return subscription.cancel()
        }
        inputs[index].subscription = subscription
        let initial: Subscribers.Demand = inputs[index].forwardsDemand ? demand : .unlimited
        lock.unlock()
        if initial > 0 { subscription.request(initial) }
    }

    /// Sends `value` now if the downstream has demand, otherwise buffers it.
    func emit(_ value: Output) {
        lock.lock()
        guard !done else { return lock.unlock() }
        if keepsNewestOnly { buffer = [value] } else { buffer.append(value) }
        lock.unlock()
        drain()
    }

    /// Delivers buffered values while there is demand; one caller at a time keeps the order.
    private func drain() {
        lock.lock()
        guard !delivering else { return lock.unlock() }
        delivering = true
        while !done, demand > 0, !buffer.isEmpty {
            let value = buffer.removeFirst()
            demand -= 1
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            demand += more
        }
        delivering = false
        let finishNow = !done && buffer.isEmpty && !inputs.isEmpty && inputs.allSatisfy(\.finished)
        if finishNow { done = true }
        lock.unlock()
        if finishNow { downstream.receive(completion: .finished) }
    }

    private func finish(_ index: Int, _ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        inputs[index].finished = true
        inputs[index].subscription = nil
        lock.unlock()
        if case .failure = completion {
            lock.lock()
            let ended = done
            done = true
            let others = inputs.compactMap(\.subscription)
            lock.unlock()
            others.forEach { $0.cancel() }
            if !ended { downstream.receive(completion: completion) }
            return
        }
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let forward = inputs.filter(\.forwardsDemand).compactMap(\.subscription)
        lock.unlock()
        forward.forEach { $0.request(demand) }
        drain()
    }

    func cancel() {
        lock.lock()
        done = true
        let all = inputs.compactMap(\.subscription)
        inputs = inputs.map { (nil, $0.forwardsDemand, true) }
        buffer = []
        lock.unlock()
        all.forEach { $0.cancel() }
    }
}

extension Publishers {
    /// `merge(with:)`: the values of both publishers as they arrive.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values of both.
        public typealias Output = A.Output
        /// The failure of either.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Attaches `subscriber` to both.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = FanIn<Output, Failure>(AnySubscriber(subscriber))
            let (first, second) = (fan.addInput(), fan.addInput())
            subscriber.receive(subscription: fan)
            a.receive(subscriber: fan.input(first) { $0 })
            b.receive(subscriber: fan.input(second) { $0 })
        }
    }

    /// `combineLatest`: once both have sent, the newest value of each, each time either sends.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The pair of newest values.
        public typealias Output = (A.Output, B.Output)
        /// The failure of either.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Attaches `subscriber` to both.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = FanIn<Output, Failure>(AnySubscriber(subscriber), keepsNewestOnly: true)
            let lock = NSLock()
            var latest: (A.Output?, B.Output?) = (nil, nil)
            func pair() -> Output? {
                if let a = latest.0, let b = latest.1 { return (a, b) }
                return nil
            }
            let (first, second) = (fan.addInput(), fan.addInput())
            subscriber.receive(subscription: fan)
            a.receive(
                subscriber: fan.input(first) { (value: A.Output) in
                    lock.lock()
                    defer { lock.unlock() }
                    latest.0 = value
                    return pair()
                })
            b.receive(
                subscriber: fan.input(second) { (value: B.Output) in
                    lock.lock()
                    defer { lock.unlock() }
                    latest.1 = value
                    return pair()
                })
        }
    }

    /// `flatMap`: each upstream value turned into a publisher, whose values are all sent on.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The new publishers' values.
        public typealias Output = NewPublisher.Output
        /// The failure of the upstream or of a new publisher.
        public typealias Failure = Upstream.Failure
        /// The publisher this one reads.
        public let upstream: Upstream
        let transform: (Upstream.Output) -> NewPublisher

        /// Attaches `subscriber`: upstream and each new publisher are asked for every value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = FanIn<Output, Failure>(AnySubscriber(subscriber))
            let source = fan.addInput(forwardsDemand: false)
            subscriber.receive(subscription: fan)
            upstream.receive(
                subscriber: fan.input(source) { [transform] (value: Upstream.Output) -> Output? in
                    let inner = fan.addInput(forwardsDemand: false)
                    transform(value).receive(subscriber: fan.input(inner) { $0 })
                    return nil
                })
        }
    }
}

extension Publisher {
    /// The values of this publisher and `other`, as they arrive.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(a: self, b: other)
    }

    /// Pairs of the newest value of this publisher and of `other`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(a: self, b: other)
    }

    /// The newest values of both, transformed.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        combineLatest(other).map(transform)
    }

    /// The values of the publishers `transform` makes from each value.
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, transform: transform)
    }
}
