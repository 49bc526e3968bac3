import Foundation
import Vignette

/// Runs `work` so that the main thread stays free for the main actor while it runs.
///
/// SwiftUI bodies are main-actor code, and a render on a worker thread sends its lowering to the main actor and
/// waits (Docs/SwiftUI.md §1, "The main actor"). Called on the main thread, `work` (which starts workers and waits
/// for them) runs on a new thread while the main thread runs its run loop, which runs the main actor's work;
/// called elsewhere, it runs in place.
package func keepingMainThreadFree<Result>(_ work: () throws -> Result) rethrows -> Result {
    guard Thread.isMainThread else { return try work() }
    // The main thread's run loop runs the main queue here, including the main actor's work sent by the workers.
    return try withoutActuallyEscaping(work) { work in
        let box = MainThreadFreeBox(work)
        let thread = Thread { box.run() }
        // Layout recurses once per tree level; give it the main thread's usual stack.
        thread.stackSize = 8 << 20
        thread.start()
        while !box.isDone() {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
        }
        return try box.get()
    }
}

/// The work of `keepingMainThreadFree` on its thread, and its result.
private final class MainThreadFreeBox<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var work: (() throws -> Result)?
    private var result: Swift.Result<Result, any Error>?

    init(_ work: @escaping () throws -> Result) { self.work = work }

    func run() {
        let outcome = Swift.Result { try work!() }
        lock.withLock {
            work = nil
            result = outcome
        }
    }

    func isDone() -> Bool { lock.withLock { result != nil } }

    func get() throws -> Result { try lock.withLock { result! }.get() }
}

/// Whether this is a block of the main queue on a thread other than the main thread (after `dispatchMain()`, as in
/// an `async` entry point): the main actor's work cannot run until it returns, so workers that send SwiftUI bodies
/// there must not be waited for; a pool works through its items on this thread alone instead.
package var isBlockingTheMainQueue: Bool {
    !Thread.isMainThread && isOnMainQueue
}
