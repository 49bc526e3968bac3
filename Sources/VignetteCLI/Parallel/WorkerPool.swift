import Foundation

/// A bounded pool of threads, each with its own state, working through `count` items.
///
/// The state is what must not be shared: a Pango font map is not thread-safe, so each
/// worker gets its own `Toolkit` (text engine and renderer) over the one `FontLibrary`.
/// Items are taken in index order and results are returned in index order, so the output
/// does not depend on the number of workers or on timing.
package enum WorkerPool {
    /// `body(state, i)` for every `i` in `0..<count`, on one thread per state (at most
    /// `count`): the calling thread with `states[0]`, new threads with the others. A state is
    /// only ever used by its own thread; states hold references (a `Toolkit`), so a caller can
    /// run several maps over the same warm workers.
    ///
    /// After the first failure no new items are started; the error of the lowest failing
    /// index is rethrown (the same one whatever the timing).
    package static func map<State, Output: Sendable>(
        count: Int, states: [State], _ body: @escaping @Sendable (State, Int) throws -> Output
    ) throws -> [Output] {
        precondition(!states.isEmpty, "a pool needs at least one worker")
        // The calling thread works too; if it is the main thread, it stays free for SwiftUI bodies instead, and
        // in a block of the main queue it works alone (the same outputs, in the same order).
        if isBlockingTheMainQueue { return try run(count: count, states: Array(states.prefix(1)), body) }
        return try keepingMainThreadFree { try run(count: count, states: states, body) }
    }

    private static func run<State, Output: Sendable>(
        count: Int, states: [State], _ body: @escaping @Sendable (State, Int) throws -> Output
    ) throws -> [Output] {
        let queue = WorkQueue<Output>(count: count)
        let finished = DispatchGroup()
        for state in states.dropFirst().prefix(max(0, count - 1)) {
            finished.enter()
            let handed = Handed(state)
            let thread = Thread {
                defer { finished.leave() }
                queue.drain { try body(handed.value, $0) }
            }
            // Layout recurses once per tree level; give helpers the main thread's usual stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
        queue.drain { try body(states[0], $0) }
        finished.wait()
        return try queue.results()
    }
}

/// A worker's state on its way to the thread that alone will use it.
private final class Handed<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The shared cursor and results of one `WorkerPool.map`, behind a lock.
private final class WorkQueue<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var stopped = false
    private var outputs: [Result<Output, any Error>?]

    init(count: Int) {
        outputs = Array(repeating: nil, count: count)
    }

    /// Runs `work` on items until none are left or one has failed.
    func drain(_ work: (Int) throws -> Output) {
        while let index = take() {
            let result = Result { try work(index) }
            lock.withLock {
                outputs[index] = result
                if case .failure = result { stopped = true }
            }
        }
    }

    /// Every output in order, or the failure with the lowest index.
    func results() throws -> [Output] {
        try lock.withLock {
            var done: [Output] = []
            for result in outputs {
                guard let result else { break }  // not started: an earlier item failed
                done.append(try result.get())
            }
            return done
        }
    }

    private func take() -> Int? {
        lock.withLock {
            guard !stopped, next < outputs.count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
