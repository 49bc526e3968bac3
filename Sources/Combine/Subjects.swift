import Foundation

/// The subscribers of a subject, in subscription order, behind a lock.
final class SubscriberList<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var receivers: [(id: Int, receive: (Output) -> Void)] = []

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        lock.lock()
        let id = next
        next += 1
        receivers.append((id, receive))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        receivers.removeAll { $0.id == id }
        lock.unlock()
    }

    /// Delivers outside the lock, so a subscriber may subscribe or send again.
    func send(_ value: Output) {
        lock.lock()
        let now = receivers
        lock.unlock()
        for receiver in now { receiver.receive(value) }
    }
}

/// A subject that hands each value sent to its current subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubscriberList<Output>()
    /// A subject with no subscribers.
    public init() {}
    /// Delivers `value` to every subscriber.
    public func send(_ value: Output) { subscribers.send(value) }
    /// Adds a subscriber.
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receive) }
}

/// A subject holding a current value: a new subscriber gets it first, then each value sent.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubscriberList<Output>()
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
        subscribers.send(value)
    }

    /// Adds a subscriber and gives it the current value.
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let token = subscribers.add(receive)
        receive(value)
        return token
    }
}
