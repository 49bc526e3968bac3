import Foundation

/// Apple's `OSAllocatedUnfairLock` (the `os` overlay, iOS 16): a lock that owns the state it protects.
///
/// A structure whose copies share one lock and one state, as Apple's does ("all copied instances …
/// refer to the same underlying lock"), here an `NSLock` beside the state in one class instance. Found in
/// NetNewsWire's RSCore and RSWeb packages (`OSAllocatedUnfairLock(initialState: State())`,
/// Docs/Compatibility.md, tenth round). `withLock` runs its body with the lock held and releases it
/// when the body returns or throws; `withLockIfAvailable` returns nil without running the body when
/// another thread holds it.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// An enumeration that represents the ownership status of an unfair lock (`precondition(_:)`).
    public enum Ownership: Hashable, Sendable {
        /// Code that owns the lock.
        case owner
        /// Code that doesn't own the lock.
        case notOwner
    }

    private final class Storage {
        let lock = NSLock()
        var state: State
        var owner: Thread?
        init(_ state: State) { self.state = state }
    }
    private let storage: Storage

    /// Creates a lock that protects `initialState`, a `Sendable` value.
    public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

    /// Creates a lock that protects `initialState`, which need not be `Sendable`.
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// Runs `body` on the state with the lock held; returns what it returns.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body`, which need not be `Sendable`, on the state with the lock held.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        storage.owner = Thread.current
        defer {
            storage.owner = nil
            storage.lock.unlock()
        }
        return try body(&storage.state)
    }

    /// Runs `body` with the lock held if no other thread holds it; nil, without running it, if one does.
    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R?
    where R: Sendable {
        try withLockIfAvailableUnchecked(body)
    }

    /// `withLockIfAvailable` for a body that need not be `Sendable`.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        storage.owner = Thread.current
        defer {
            storage.owner = nil
            storage.lock.unlock()
        }
        return try body(&storage.state)
    }

    /// Stops the program if the calling thread's ownership of the lock is not `condition`.
    public func precondition(_ condition: Ownership) {
        let owns = storage.owner.map { $0 === Thread.current } ?? false
        Swift.precondition(owns == (condition == .owner), "OSAllocatedUnfairLock is not held as \(condition)")
    }
}

extension OSAllocatedUnfairLock where State == Void {
    /// Creates a lock that protects no state.
    public init() { storage = Storage(()) }

    /// Takes the lock, waiting while another thread holds it.
    public func lock() {
        storage.lock.lock()
        storage.owner = Thread.current
    }

    /// Releases the lock.
    public func unlock() {
        storage.owner = nil
        storage.lock.unlock()
    }

    /// Takes the lock if no other thread holds it; false, without waiting, if one does.
    public func lockIfAvailable() -> Bool {
        guard storage.lock.try() else { return false }
        storage.owner = Thread.current
        return true
    }

    /// Runs `body` with the lock held.
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked { _ in try body() }
    }

    /// Runs `body`, which need not be `Sendable`, with the lock held.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
