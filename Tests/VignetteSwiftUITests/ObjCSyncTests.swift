import Foundation
import Testing
import VignetteFoundation

/// A lock object both threads hold, with the order they got the lock in.
private final class Token: @unchecked Sendable {
    var events: [String] = []
}

/// `objc_sync_enter`/`objc_sync_exit`: a recursive lock per object, as the Objective-C runtime's.
struct ObjCSyncTests {
    @Test func enterIsRecursiveAndExitWithoutEnterFails() {
        let object = NSObject()
        #expect(objc_sync_enter(object) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_enter(object) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(object) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(object) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(object) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
    }

    @Test func anotherThreadWaitsForTheLock() {
        let object = Token()
        let log = Token()
        objc_sync_enter(object)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            objc_sync_enter(object)
            log.events.append("other")
            objc_sync_exit(object)
            done.signal()
        }
        Thread.sleep(forTimeInterval: 0.2)
        log.events.append("first")
        objc_sync_exit(object)
        done.wait()
        #expect(log.events == ["first", "other"])
    }
}
