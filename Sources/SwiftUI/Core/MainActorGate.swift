import Foundation
import Vignette

// Apple's `View`, `ViewModifier`, `ButtonStyle`, `Widget`, `WidgetBundle` and `WidgetConfiguration` are
// `@MainActor @preconcurrency` (Docs/SwiftUI.md §1, "The main actor"), so a body is main-actor code: it may call
// what the app isolates to the main actor, and Swift 6 mode checks at run time that closures it hands to
// Foundation or the standard library (`filter`, `map`) run on the main thread. iOS evaluates bodies there, and
// so does Vignette: a render on the main thread (a widget executable's `render`) lowers in place; one on another
// thread (parallel tests, gallery and `vignette test` workers) sends the lowering to the main actor and waits,
// so bodies run on the main thread, one at a time. Whoever renders off the main thread keeps it free: the test
// runner's main thread runs its queue, and Vignette's own worker pools run the main run loop while they wait
// (`Sources/VignetteCLI/Parallel/MainThreadFree.swift`).

/// Runs `operation`, main-actor code, with `value` on the main thread: in place when called there, else sent to the
/// main queue, waiting for it.
///
/// On the main thread the main actor's code may run synchronously, as `MainActor.assumeIsolated` lets it; the
/// isolation of `operation` is set aside the same way to call it from a nonisolated function.
package func onMainActor<Value, Result>(
    _ value: Value, _ operation: @MainActor (Value) throws -> Result
) rethrows -> Result {
    try withoutActuallyEscaping(operation) { isolated in
        let call = unsafeBitCast(isolated, to: ((Value) throws -> Result).self)
        return try onMainThread { try call(value) }
    }
}

/// Runs `work`, which lowers views, on the main thread (in place when called there), so the bodies it evaluates
/// run where the main actor runs, one hop for the whole tree rather than one a body.
///
/// Off the main thread the work is a task on the main actor, which inherits the caller's task-local values (the
/// render's warnings, asset problems, preference and activity collectors): a block sent to the main queue would
/// see none of them. The caller waits for it, so the main thread must be free to run it (see above).
package func onMainThread<Result>(_ work: () throws -> Result) rethrows -> Result {
    if isOnMainQueue { return try work() }
    return try withoutActuallyEscaping(work) { work in
        let hop = MainThreadHop(work)
        Task { @MainActor in hop.run() }
        return try hop.wait()
    }
}

/// One piece of work sent to the main actor and waited for.
private final class MainThreadHop<Result>: @unchecked Sendable {
    private var work: (() throws -> Result)?
    private var result: Swift.Result<Result, any Error>?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () throws -> Result) { self.work = work }

    /// Runs the work (on the main actor) and lets it go, so `withoutActuallyEscaping` sees it released.
    func run() {
        result = Swift.Result { try work!() }
        work = nil
        done.signal()
    }

    /// The work's result, once it has run.
    func wait() throws -> Result {
        done.wait()
        return try result!.get()
    }
}
