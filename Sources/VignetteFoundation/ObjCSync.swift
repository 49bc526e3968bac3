import Foundation

// The Objective-C runtime's object locks (`objc_sync_enter`/`objc_sync_exit`, what `@synchronized`
// compiles to), which Swift on Linux lacks: shared code makes a `synchronized(lock) { … }` helper
// from them. Apple: "Begin synchronizing on 'obj'. Allocates recursive pthread_mutex associated
// with 'obj' if needed" (objc-sync.h). Here too: one recursive lock per object, kept for the process.

/// The status `objc_sync_enter` and `objc_sync_exit` return when they succeed.
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// The status `objc_sync_exit` returns for an object the calling thread has not locked.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// Takes `object`'s recursive lock, waiting for another thread to give it up; returns `OBJC_SYNC_SUCCESS`.
@discardableResult
public func objc_sync_enter(_ object: Any) -> Int32 {
    ObjectLocks.lock(for: object).enter()
    return OBJC_SYNC_SUCCESS
}

/// Gives up one hold of `object`'s lock; `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` if this thread holds none.
@discardableResult
public func objc_sync_exit(_ object: Any) -> Int32 {
    ObjectLocks.lock(for: object).exit() ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR
}

/// One recursive lock per object identity.
private enum ObjectLocks {
    nonisolated(unsafe) private static var locks: [ObjectIdentifier: ObjectLock] = [:]
    private static let guardLock = NSLock()

    static func lock(for object: Any) -> ObjectLock {
        let key = ObjectIdentifier(object as AnyObject)
        guardLock.lock()
        defer { guardLock.unlock() }
        if let lock = locks[key] { return lock }
        let lock = ObjectLock()
        locks[key] = lock
        return lock
    }
}

/// A recursive lock that knows its owning thread and depth, so an exit without an enter is reported.
private final class ObjectLock: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let state = NSLock()
    private var owner: Thread?
    private var depth = 0

    func enter() {
        lock.lock()
        state.lock()
        owner = Thread.current
        depth += 1
        state.unlock()
    }

    func exit() -> Bool {
        state.lock()
        guard owner === Thread.current, depth > 0 else {
            state.unlock()
            return false
        }
        depth -= 1
        if depth == 0 { owner = nil }
        state.unlock()
        lock.unlock()
        return true
    }
}
