import Foundation
import Testing

@testable import Vignette

/// `isMainThread` keeps each thread's first answer (Sources/Vignette/Concurrency/MainQueue.swift): it must agree
/// with Foundation's on every thread, asked once or many times, and a worker's answer must not leak to another.
@Suite struct MainThreadTests {
    @Test func agreesWithFoundationOnEveryThreadAskedTwice() async {
        let answers = await withTaskGroup(of: [Bool].self) { group in
            for _ in 0..<8 { group.addTask { [isMainThread, Thread.isMainThread, isMainThread] } }
            return await group.reduce(into: [[Bool]]()) { $0.append($1) }
        }
        #expect(answers.count == 8)
        for answer in answers { #expect(answer[0] == answer[1] && answer[1] == answer[2]) }
    }

    @Test func theMainThreadSaysYesAndAWorkerNo() {
        let main = DispatchQueue.main.sync { isMainThread }
        let worker = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var workerAnswer: Bool?
        let thread = Thread {
            _ = isMainThread  // the first answer is kept; the second must be the same
            workerAnswer = isMainThread
            worker.signal()
        }
        thread.start()
        worker.wait()
        #expect(workerAnswer == false)
        // The test runner may drain the main queue on another thread after `dispatchMain()`: `isMainThread`
        // then answers as Foundation does there, and `isOnMainQueue` is what holds.
        #expect(main == DispatchQueue.main.sync { Thread.isMainThread })
        #expect(DispatchQueue.main.sync { isOnMainQueue })
    }
}
