import Foundation

// `debounce`, `timeout` and `receive(on:)`: operators that deliver later, on a scheduler. They ask
// upstream for every value and hold the downstream's demand themselves (Combine's do the same).

/// The link behind the timed operators: a downstream, its demand, a generation count for timers.
final class TimedLink<Input, Failure: Error>: Subscriber, Subscription, @unchecked Sendable {
    /// The downstream and its demand (a subject's conduit: a value without demand is dropped).
    private let out: Conduit<Input, Failure>
    private let downstream: AnySubscriber<Input, Failure>
    let lock = NSLock()
    private var upstream: (any Subscription)?
    private var done = false
    /// Bumped on each value: a timer set for an older generation does nothing.
    var generation = 0
    var latest: Input?
    var onSubscribed: (() -> Void)?
    var onValue: ((Input) -> Void)!
    var onCompletion: ((Subscribers.Completion<Failure>) -> Void)!

    init(_ downstream: AnySubscriber<Input, Failure>) {
        self.downstream = downstream
        out = Conduit(downstream) { _ in }
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
        onSubscribed?()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }

    /// Sends `value` if the downstream has demand.
    func deliver(_ value: Input) { out.offer(value) }

    /// Ends the downstream once; `cancelUpstream` for a timeout.
    func end(_ completion: Subscribers.Completion<Failure>, cancelUpstream: Bool = false) {
        lock.lock()
        guard !done else { return lock.unlock() }
        done = true
        let current = upstream
        upstream = nil
        lock.unlock()
        if cancelUpstream { current?.cancel() }
        out.finish(completion)
    }

    func request(_ demand: Subscribers.Demand) { out.request(demand) }

    func cancel() {
        lock.lock()
        done = true
        let current = upstream
        upstream = nil
        lock.unlock()
        out.cancel()
        current?.cancel()
    }
}

extension Publishers {
    /// A publisher built from a timed link (`debounce`, `timeout`, `delay`, `receive(on:)`).
    public struct Timed<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher this one reads.
        public let upstream: Upstream
        let configure: (TimedLink<Output, Failure>) -> Void
        /// Attaches `subscriber` through a new link.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = TimedLink<Output, Failure>(AnySubscriber(subscriber))
            configure(link)
            upstream.receive(subscriber: link)
        }
    }

    /// `debounce(for:scheduler:)`.
    public typealias Debounce<Upstream: Publisher, Context: Scheduler> = Timed<Upstream>
    /// `timeout(_:scheduler:)`.
    public typealias Timeout<Upstream: Publisher, Context: Scheduler> = Timed<Upstream>
    /// `delay(for:tolerance:scheduler:options:)`.
    public typealias Delay<Upstream: Publisher, Context: Scheduler> = Timed<Upstream>
    /// `receive(on:)`.
    public typealias ReceiveOn<Upstream: Publisher, Context: Scheduler> = Timed<Upstream>
}

extension Publisher {
    /// Sends a value only once `dueTime` has passed without a newer one; the wait runs on `scheduler`.
    /// Finishing or failing is sent on the scheduler straight away; a value still waiting is dropped.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Timed(upstream: self) { link in
            link.onValue = { value in
                link.lock.lock()
                link.generation += 1
                let mine = link.generation
                link.latest = value
                link.lock.unlock()
                scheduler.schedule(
                    after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                    options: options
                ) {
                    link.lock.lock()
                    let current = mine == link.generation ? link.latest : nil
                    if current != nil { link.latest = nil }
                    link.lock.unlock()
                    if let current { link.deliver(current) }
                }
            }
            link.onCompletion = { completion in
                scheduler.schedule(options: options) { link.end(completion) }
            }
        }
    }

    /// Finishes (or fails with `customError()`) when `interval` passes without a value, counted from
    /// subscription and from each value; values are sent on `scheduler`.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timed(upstream: self) { link in
            func arm() {
                link.lock.lock()
                link.generation += 1
                let mine = link.generation
                link.lock.unlock()
                scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
                    options: options
                ) {
                    link.lock.lock()
                    let expired = mine == link.generation
                    link.lock.unlock()
                    if expired { link.end(customError.map { .failure($0()) } ?? .finished, cancelUpstream: true) }
                }
            }
            link.onSubscribed = arm
            link.onValue = { value in
                arm()
                scheduler.schedule(options: options) { link.deliver(value) }
            }
            link.onCompletion = { completion in
                scheduler.schedule(options: options) { link.end(completion) }
            }
        }
    }

    /// Sends each value and the completion `interval` later, on `scheduler`, in the order they came.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Timed(upstream: self) { link in
            func later(_ action: @escaping () -> Void) {
                scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), tolerance: tolerance ?? scheduler.minimumTolerance,
                    options: options, action)
            }
            link.onValue = { value in later { link.deliver(value) } }
            link.onCompletion = { completion in later { link.end(completion) } }
        }
    }

    /// Sends values and the completion on `scheduler`.
    public func receive<S: Scheduler>(
        on scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.ReceiveOn<Self, S> {
        Publishers.Timed(upstream: self) { link in
            link.onValue = { value in scheduler.schedule(options: options) { link.deliver(value) } }
            link.onCompletion = { completion in scheduler.schedule(options: options) { link.end(completion) } }
        }
    }
}
