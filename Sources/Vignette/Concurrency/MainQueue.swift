import Foundation

/// Marks the main queue, so code can tell it runs in one of its blocks.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether this code runs where the main actor runs: the main thread, or a block of the main queue — which after
/// `dispatchMain()` (an `async` entry point, the test runner's) another thread drains; there `Thread.isMainThread`
/// is false, and waiting for the main actor would wait for itself. SwiftUI bodies run there (VignetteSwiftUI's
/// `onMainThread`), and the command line's worker pools keep it free (Docs/SwiftUI.md §1, "The main actor").
package var isOnMainQueue: Bool { isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

/// Whether this is the process's main thread: `Thread.isMainThread`, asked once per thread. On Linux Foundation's
/// answer costs about a microsecond (it finds the thread's `Thread` object), and SwiftUI asks before every body it
/// lowers (Docs/Performance.md, "The main actor"); a thread's answer never changes, so each keeps its own.
package var isMainThread: Bool {
    if let known = pthread_getspecific(mainThreadKey) { return known == MainThreadAnswer.yes }
    let main = Thread.isMainThread
    pthread_setspecific(mainThreadKey, main ? MainThreadAnswer.yes : MainThreadAnswer.no)
    return main
}

/// The thread-specific slot holding each thread's answer (never deleted: one for the process).
private let mainThreadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

/// The two answers as the non-nil pointers a thread-specific slot holds (nil is "not asked yet").
private enum MainThreadAnswer {
    static var yes: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1)! }
    static var no: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 2)! }
}
