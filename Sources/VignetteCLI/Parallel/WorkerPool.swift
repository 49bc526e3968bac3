import Foundation

/// A bounded pool of threads, each with its own state, working through `count` items.
///
/// The state is what must not be shared: a Pango font map is not thread-safe, so each
/// worker gets its own `Toolkit` (text engine and renderer) over the one `FontLibrary`.
/// Items are taken in index order and results are returned in index order, so the output
/// does not depend on the number of workers or on timing.
package enum WorkerPool {
    /// `body(state, i)` for every `i` in `0..<count`, on at most `jobs` threads: the calling
    /// thread with `first` as its state, and `jobs − 1` new threads with states from `makeState`.
    ///
    /// After the first failure no new items are started; the error of the lowest failing
    /// index is rethrown (the same one whatever the timing).
    package static func map<State, Output: Sendable>(
        count: Int, jobs: Int, first: inout State,
        makeState: @escaping @Sendable () throws -> State,
        _ body: @escaping @Sendable (inout State, Int) throws -> Output
    ) throws -> [Output] {
        let queue = WorkQueue<Output>(count: count)
        let helpers = max(0, min(jobs, count) - 1)
        let finished = DispatchGroup()
        for _ in 0..<helpers {
            finished.enter()
            let thread = Thread {
                defer { finished.leave() }
                do {
                    var state = try makeState()
                    queue.drain { try body(&state, $0) }
                } catch {
                    queue.fail(setUp: error)
                }
            }
            // Layout recurses once per tree level; give helpers the main thread's usual stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
        queue.drain { try body(&first, $0) }
        finished.wait()
        return try queue.results()
    }
}

/// The shared cursor and results of one `WorkerPool.map`, behind a lock.
private final class WorkQueue<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var stopped = false
    private var outputs: [Result<Output, any Error>?]
    private var setUpError: (any Error)?

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

    func fail(setUp error: any Error) {
        lock.withLock {
            if setUpError == nil { setUpError = error }
            stopped = true
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
            if let setUpError { throw setUpError }
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
