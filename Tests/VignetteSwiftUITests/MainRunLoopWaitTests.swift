import Foundation
import Testing
@testable import WidgetKit

/// Waiting for a provider on the main thread runs the main run loop meanwhile, so work the provider sends to the
/// main queue or the main actor runs (Docs/SwiftUI.md §5, the provider time-out). A unit test never runs on the main
/// thread, so the thread and the run loop are given: the pump stands for the main run loop serving that work.
@Suite struct MainRunLoopWaitTests {
    @Test func onTheMainThreadTheRunLoopRunsUntilTheWorkIsDone() {
        let done = DispatchSemaphore(value: 0)
        var pumps = 0
        let start = Date()
        // The work runs only when the run loop runs, as a `@MainActor` provider's does: the third turn completes it.
        waitRunningMainRunLoop(done, timeout: 5, isMainThread: true) {
            pumps += 1
            if pumps == 3 { done.signal() }
        }
        #expect(pumps == 3)
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func offTheMainThreadNothingRunsAndTheWaitEndsAtTheTimeout() {
        let done = DispatchSemaphore(value: 0)
        var pumps = 0
        let start = Date()
        waitRunningMainRunLoop(done, timeout: 0.2, isMainThread: false) { pumps += 1 }
        #expect(pumps == 0)
        #expect(Date().timeIntervalSince(start) >= 0.2)
    }

    @Test func workNeverDoneOnTheMainThreadEndsAtTheTimeout() {
        let done = DispatchSemaphore(value: 0)
        var pumps = 0
        let start = Date()
        waitRunningMainRunLoop(done, timeout: 0.2, isMainThread: true) { pumps += 1 }
        #expect(pumps > 0)
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.2 && waited < 2)
    }
}
