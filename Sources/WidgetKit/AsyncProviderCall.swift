import Foundation
import Vignette

/// Runs a provider's `async` requirement from a synchronous render and waits for it, failing
/// with errors that name the provider: a call that does not return in time, or one that throws.
///
/// The work runs on its own serial queue (a task executor), not on the caller's thread or the
/// cooperative pool, so a render called from an async test cannot starve the call it waits for.
struct AsyncProviderCall {
    /// The provider's type name, for errors.
    let provider: String
    /// How long a call may take before the render fails.
    let timeout: TimeInterval

    /// The value of `work`, or the error naming the provider and `call`.
    func run<Value>(_ call: String, _ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        guard let result = waitForAsync(timeout: timeout, work) else {
            throw WidgetKitError.providerTimedOut(
                provider: provider, call: call, seconds: timeout,
                blockingMainQueue: !Thread.isMainThread && isOnMainQueue)
        }
        switch result {
        case .success(let value):
            return value
        case .failure(let error as IntentValueErrorPassing):
            throw error
        case .failure(let error):
            throw WidgetKitError.providerFailed(provider: provider, call: call, message: "\(error)")
        }
    }
}

/// The result of `work`, run on its own serial queue, or nil when it takes longer than `timeout`.
func waitForAsync<Value>(
    timeout: TimeInterval, _ work: @escaping @Sendable () async throws -> Value
) -> Result<Value, any Error>? {
    let box = ResultBox<Value>()
    Task(executorPreference: QueueExecutor(label: "vignette.async-call")) {
        do {
            box.complete(.success(try await work()))
        } catch {
            box.complete(.failure(error))
        }
    }
    return box.wait(timeout)
}

/// Errors that reach the caller unchanged rather than as a provider's failure: bad intent
/// values, which name the parameter themselves.
protocol IntentValueErrorPassing: Error {}

/// A task executor running jobs on one serial dispatch queue.
private final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// The first result delivered; later ones are ignored.
private final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?

    func complete(_ newResult: Result<Value, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        guard result == nil else { return }
        result = newResult
        done.signal()
    }

    /// Waits up to `timeout` seconds, the main run loop running meanwhile on the main thread
    /// (`waitRunningMainRunLoop`): an `async` requirement isolated to the main actor runs only there.
    func wait(_ timeout: TimeInterval) -> Result<Value, any Error>? {
        waitRunningMainRunLoop(done, timeout: timeout)
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}

/// A value handed into a task although its type does not say it is `Sendable`: providers and
/// widgets are plain values that WidgetKit itself creates and only reads.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}
