import Foundation

/// Waits for `done` up to `timeout` seconds. On the main thread the main run loop runs meanwhile, as it runs in an
/// iOS widget extension while WidgetKit waits for a provider: work the provider sends to the main queue
/// (`DispatchQueue.main.async { completion(timeline) }`, cabinet's CountDownWidget) or to the main actor (an
/// `async` requirement marked `@MainActor`, joerup/countdown's SwiftData provider, Docs/Compatibility.md,
/// thirteenth round) runs only there; blocking the main thread would keep it from ever running, and the render
/// would time out naming the provider. `isMainThread` and `pump` are the test's seams
/// (`MainRunLoopWaitTests`); a unit test never runs on the main thread.
func waitRunningMainRunLoop(
    _ done: DispatchSemaphore, timeout: TimeInterval, isMainThread: Bool = Thread.isMainThread,
    pump: () -> Void = { _ = RunLoop.main.run(mode: .default, before: Date()) }
) {
    guard isMainThread else {
        _ = done.wait(timeout: .now() + timeout)
        return
    }
    let deadline = DispatchTime.now() + timeout
    while done.wait(timeout: .now() + 0.005) == .timedOut && DispatchTime.now() < deadline {
        pump()
    }
}
