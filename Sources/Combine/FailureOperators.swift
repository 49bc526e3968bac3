import Foundation

// The operators that change a publisher's failure type: `setFailureType(to:)`, `mapError`,
// `replaceError(with:)`. One link: values pass through (or are mapped), the completion is rewritten.

/// A link passing values and requests through and rewriting the completion.
final class CompletionLink<Output, UpstreamFailure: Error, Failure: Error>: Subscriber, Subscription,
    @unchecked Sendable
{
    private let downstream: AnySubscriber<Output, Failure>
    /// The new completion, and a last value to send before it (`replaceError`).
    private let rewrite: (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)
    private let lock = NSLock()
    private var upstream: (any Subscription)?

    init(
        _ downstream: AnySubscriber<Output, Failure>,
        rewrite: @escaping (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)
    ) {
        self.downstream = downstream
        self.rewrite = rewrite
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Output) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.withLock { upstream = nil }
        let (last, ending) = rewrite(completion)
        if let last { _ = downstream.receive(last) }
        downstream.receive(completion: ending)
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let current = lock.withLock {
            defer { upstream = nil }
            return upstream
        }
        current?.cancel()
    }
}

extension Publishers {
    /// A publisher whose completion is rewritten (`setFailureType`, `mapError`, `replaceError`).
    public struct RewrittenCompletion<Upstream: Publisher, Failure: Error>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The publisher this one reads.
        public let upstream: Upstream
        let rewrite: (Subscribers.Completion<Upstream.Failure>) -> (Output?, Subscribers.Completion<Failure>)
        /// Attaches `subscriber` through a new link.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: CompletionLink(AnySubscriber(subscriber), rewrite: rewrite))
        }
    }

    /// `setFailureType(to:)`.
    public typealias SetFailureType<Upstream: Publisher, Failure: Error> = RewrittenCompletion<Upstream, Failure>
    /// `mapError(_:)`.
    public typealias MapError<Upstream: Publisher, Failure: Error> = RewrittenCompletion<Upstream, Failure>
    /// `replaceError(with:)`.
    public typealias ReplaceError<Upstream: Publisher> = RewrittenCompletion<Upstream, Never>
}

extension Publisher where Failure == Never {
    /// This never-failing publisher typed as one that may fail with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.RewrittenCompletion(upstream: self) { _ in (nil, .finished) }
    }
}

extension Publisher {
    /// The failure, if any, turned into another error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.RewrittenCompletion(upstream: self) { completion in
            switch completion {
            case .finished: return (nil, .finished)
            case .failure(let error): return (nil, .failure(transform(error)))
            }
        }
    }

    /// On failure, `output` as a last value, then finished.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.RewrittenCompletion(upstream: self) { completion in
            if case .failure = completion { return (output, .finished) }
            return (nil, .finished)
        }
    }
}
