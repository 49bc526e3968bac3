import Foundation

/// A publisher that callers can send values and a completion through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to subscribers that have demand.
    func send(_ value: Output)
    /// Ends every subscription.
    func send(completion: Subscribers.Completion<Failure>)
    /// Asks `subscription` for unlimited values (a subject subscribed to a publisher).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the empty value.
    public func send() { send(()) }
}

/// One subscriber of a subject: its demand, and whether it is still attached.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// A current value offered before the subscriber asked: sent on its first request.
    private var held: Output?
    private let detach: (Conduit) -> Void

    init(_ downstream: AnySubscriber<Output, Failure>, detach: @escaping (Conduit) -> Void) {
        self.downstream = downstream
        self.detach = detach
    }

    /// Delivers `value` if the subscriber asked for one; otherwise drops it (as Combine's subjects do),
    /// or, with `holding`, keeps it for the first request (a current value).
    func offer(_ value: Output, holding: Bool = false) {
        lock.lock()
        guard let downstream, demand > 0 else {
            if holding || held != nil { held = value }  // the newest current value waits
            return lock.unlock()
        }
        held = nil
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let current = downstream
        downstream = nil
        lock.unlock()
        current?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let first = held
        held = nil
        lock.unlock()
        if let first { offer(first) }
    }

    func cancel() {
        lock.lock()
        let attached = downstream != nil
        downstream = nil
        lock.unlock()
        if attached { detach(self) }
    }
}

/// The subscribers of a subject, in subscription order, and its completion once sent.
final class ConduitList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Attaches `subscriber`; `first` runs (for a current value) before later sends reach it.
    func attach<S: Subscriber>(_ subscriber: S, then first: ((Conduit<Output, Failure>) -> Void)? = nil)
    where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(AnySubscriber(subscriber)) { [weak self] in self?.remove($0) }
        lock.lock()
        let ended = completion
        if ended == nil { conduits.append(conduit) }
        lock.unlock()
        subscriber.receive(subscription: conduit)
        if let ended { return conduit.finish(ended) }
        first?(conduit)
    }

    private func remove(_ conduit: Conduit<Output, Failure>) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// Delivers outside the lock, so a subscriber may subscribe or send again.
    func send(_ value: Output) {
        lock.lock()
        let now = completion == nil ? conduits : []
        lock.unlock()
        for conduit in now { conduit.offer(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let now = conduits
        conduits = []
        lock.unlock()
        for conduit in now { conduit.finish(completion) }
    }
}

/// A subject that hands each value sent to its current subscribers that have demand.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let conduits = ConduitList<Output, Failure>()
    /// A subject with no subscribers.
    public init() {}
    /// Delivers `value` to every subscriber with demand.
    public func send(_ value: Output) { conduits.send(value) }
    /// Ends every subscription; later subscribers get the completion at once.
    public func send(completion: Subscribers.Completion<Failure>) { conduits.finish(completion) }
    /// Asks `subscription` for every value.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber)
    }
}

/// A subject holding a current value: a new subscriber gets it first (at its first request), then each value sent.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let conduits = ConduitList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject starting at `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    /// Makes `value` current and delivers it.
    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
        conduits.send(value)
    }

    /// Ends every subscription.
    public func send(completion: Subscribers.Completion<Failure>) { conduits.finish(completion) }
    /// Asks `subscription` for every value.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    /// Attaches `subscriber`; the current value is its first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber) { [self] in $0.offer(value, holding: true) }
    }
}
