import Combine
import Dispatch
import Foundation
import Testing

/// A subscriber that asks for `initial` values, then `perValue` more after each one, recording all.
private final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand
    var values: [Input] = []
    var completions: [String] = []
    var subscription: (any Subscription)?
    init(initial: Subscribers.Demand, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }
    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return perValue
    }
    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: completions.append("finished")
        case .failure(let error): completions.append("failure \(error)")
        }
    }
}

private struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// Combine's protocol model: demand, completion, cancellation, the operators and `Future`
/// (Docs/SwiftUI/StateAndCombine.md, "Combine").
@Suite struct CombineTests {
    @Test func demandArithmeticFollowsCombine() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(1) - .max(4) == .none)
        #expect(Subscribers.Demand.unlimited - .max(4) == .unlimited)
        #expect(Subscribers.Demand.max(3) > 2 && Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.max(3).max == 3 && Subscribers.Demand.unlimited.max == nil)
        #expect("\(Subscribers.Demand.max(3)) \(Subscribers.Demand.unlimited)" == "max(3) unlimited")
    }

    @Test func aSequenceSendsOnlyWhatIsRequested() {
        let recorder = Recorder<Int, Never>(initial: .max(2))
        [1, 2, 3, 4, 5].publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2, 3])
        recorder.subscription?.request(.unlimited)
        #expect(recorder.values == [1, 2, 3, 4, 5])
        #expect(recorder.completions == ["finished"])
    }

    @Test func demandReturnedFromReceiveAddsMore() {
        let recorder = Recorder<Int, Never>(initial: .max(1), perValue: .max(1))
        (1...4).publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.completions == ["finished"])
    }

    @Test func aSubjectDropsValuesNoOneAskedFor() {
        let subject = PassthroughSubject<String, Boom>()
        let recorder = Recorder<String, Boom>(initial: .max(1))
        subject.subscribe(recorder)
        subject.send("a")
        subject.send("b")  // no demand left: dropped, as Combine's subjects do
        recorder.subscription?.request(.max(1))
        subject.send("c")
        subject.send(completion: .failure(Boom()))
        subject.send("d")
        #expect(recorder.values == ["a", "c"])
        #expect(recorder.completions == ["failure boom"])
        // A subscriber arriving after the end gets the completion at once.
        let late = Recorder<String, Boom>(initial: .unlimited)
        subject.subscribe(late)
        #expect(late.values.isEmpty && late.completions == ["failure boom"])
    }

    @Test func aCurrentValueWaitsForTheFirstRequest() {
        let subject = CurrentValueSubject<Int, Never>(5)
        let recorder = Recorder<Int, Never>(initial: .none)
        subject.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(1))
        subject.send(6)  // demand used by the current value: dropped
        recorder.subscription?.request(.max(1))
        subject.send(7)
        #expect(recorder.values == [5, 7])
    }

    @Test func cancellingStopsDeliveryAndSinkSeesCompletion() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var seen: [String] = []
        let token = subject.sink(receiveCompletion: { _ in seen.append("end") }, receiveValue: { seen.append("\($0)") })
        subject.send(1)
        token.cancel()
        subject.send(2)
        let other = subject.sink(
            receiveCompletion: { _ in seen.append("end") }, receiveValue: { seen.append("v\($0)") })
        subject.send(completion: .finished)
        #expect(seen == ["0", "1", "v2", "end"])
        _ = other
    }

    @Test func compactMapFilterRemoveDuplicatesAndFirst() {
        var values: [Int] = []
        var ends = 0
        let subject = PassthroughSubject<String?, Never>()
        let token = subject.compactMap { $0.flatMap(Int.init) }.filter { $0 >= 0 }.removeDuplicates()
            .sink(receiveCompletion: { _ in ends += 1 }, receiveValue: { values.append($0) })
        for input in ["1", nil, "x", "1", "-3", "2", "2", "1"] { subject.send(input) }
        #expect(values == [1, 2, 1])
        var firsts: [Int] = []
        let first = [7, 8, 9].publisher.first().sink(
            receiveCompletion: { _ in ends += 1 }, receiveValue: { firsts.append($0) })
        #expect(firsts == [7] && ends == 1)
        // A dropped value asks upstream for another, so a demand of 2 still yields two values.
        let recorder = Recorder<Int, Never>(initial: .max(2))
        (1...10).publisher.filter { $0 % 3 == 0 }.subscribe(recorder)
        #expect(recorder.values == [3, 6])
        _ = (token, first)
    }

    @Test func mergeInterleavesAndFinishesWhenBothHave() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let token = a.merge(with: b).sink(
            receiveCompletion: { _ in seen.append("end") }, receiveValue: { seen.append("\($0)") })
        a.send(1)
        b.send(10)
        a.send(completion: .finished)
        b.send(20)
        #expect(seen == ["1", "10", "20"])
        b.send(completion: .finished)
        #expect(seen.last == "end")
        _ = token
    }

    @Test func combineLatestWaitsForBothThenPairsTheNewest() {
        let names = PassthroughSubject<String, Never>()
        let counts = CurrentValueSubject<Int, Never>(0)
        var pairs: [String] = []
        let token = names.combineLatest(counts).map { "\($0)=\($1)" }.sink { pairs.append($0) }
        counts.send(1)  // no name yet: nothing
        names.send("a")
        counts.send(2)
        names.send("b")
        #expect(pairs == ["a=1", "a=2", "b=2"])
        _ = token
    }

    @Test func combineLatestFailsWhenEitherFails() {
        let a = PassthroughSubject<Int, Boom>()
        let b = PassthroughSubject<Int, Boom>()
        let recorder = Recorder<(Int, Int), Boom>(initial: .unlimited)
        a.combineLatest(b).subscribe(recorder)
        a.send(1)
        b.send(completion: .failure(Boom()))
        a.send(2)
        #expect(recorder.values.isEmpty && recorder.completions == ["failure boom"])
    }

    @Test func futureRunsOnceAndGivesEverySubscriberItsResult() {
        var runs = 0
        var fulfil: ((Result<Int, Boom>) -> Void)?
        let future = Future<Int, Boom> { promise in
            runs += 1
            fulfil = promise
        }
        var seen: [String] = []
        let early = future.sink(
            receiveCompletion: { seen.append("early \($0)") }, receiveValue: { seen.append("early \($0)") })
        fulfil?(.success(42))
        fulfil?(.success(43))  // only the first result counts
        let late = future.sink(
            receiveCompletion: { seen.append("late \($0)") }, receiveValue: { seen.append("late \($0)") })
        #expect(runs == 1)
        #expect(seen == ["early 42", "early finished", "late 42", "late finished"])
        // A subscriber that has not asked yet waits for demand.
        let recorder = Recorder<Int, Boom>(initial: .none)
        future.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [42] && recorder.completions == ["finished"])
        _ = (early, late)
    }

    @Test func flatMapSendsTheValuesOfEachNewPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let token = subject.flatMap { value in Future<Int, Never> { $0(.success(value * 100)) } }.sink {
            seen.append($0)
        }
        subject.send(1)
        subject.send(2)
        #expect(seen == [100, 200])
        var justs: [String] = []
        let just = Just("x").flatMap { Just($0 + "y") }.sink { justs.append($0) }
        #expect(justs == ["xy"])
        _ = (token, just)
    }

    @Test func debounceSendsTheLastValueAfterAQuietInterval() {
        let queue = DispatchQueue(label: "debounce-test")
        let subject = PassthroughSubject<Int, Never>()
        let delivered = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var seen: [Int] = []
        let token = subject.debounce(for: .milliseconds(50), scheduler: queue).sink { value in
            lock.withLock { seen.append(value) }
            delivered.signal()
        }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(delivered.wait(timeout: .now() + 5) == .success)
        #expect(lock.withLock { seen } == [3])
        subject.send(4)
        #expect(delivered.wait(timeout: .now() + 5) == .success)
        #expect(lock.withLock { seen } == [3, 4])
        _ = token
    }

    @Test func timeoutFinishesWhenNothingArrives() {
        let queue = DispatchQueue(label: "timeout-test")
        let subject = PassthroughSubject<Int, Never>()
        let ended = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var seen: [String] = []
        let token = subject.timeout(.milliseconds(30), scheduler: queue).sink(
            receiveCompletion: { _ in
                lock.withLock { seen.append("end") }
                ended.signal()
            },
            receiveValue: { value in lock.withLock { seen.append("\(value)") } })
        #expect(ended.wait(timeout: .now() + 5) == .success)
        subject.send(1)
        #expect(lock.withLock { seen } == ["end"])
        _ = token
    }

    @Test func notificationCenterPublishesUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.changed")
        var seen: [String] = []
        let token = center.publisher(for: name).map { $0.userInfo?["value"] as? String ?? "?" }.sink { seen.append($0) }
        center.post(name: name, object: nil, userInfo: ["value": "a"])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["value": "x"])
        token.cancel()
        center.post(name: name, object: nil, userInfo: ["value": "b"])
        #expect(seen == ["a"])
    }

    @Test func failureOperatorsRewriteTheCompletion() {
        var seen: [String] = []
        let typed: AnyPublisher<Int, Boom> = Just(1).setFailureType(to: Boom.self).eraseToAnyPublisher()
        let a = typed.sink(receiveCompletion: { seen.append("typed \($0)") }, receiveValue: { seen.append("\($0)") })
        let b = Fail<Int, Boom>(error: Boom()).mapError { _ in CocoaError(.fileNoSuchFile) }.sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion { seen.append("mapped \(error.code == .fileNoSuchFile)") }
            },
            receiveValue: { _ in })
        let c = Fail<Int, Boom>(error: Boom()).replaceError(with: 0).sink { seen.append("replaced \($0)") }
        #expect(seen == ["1", "typed finished", "mapped true", "replaced 0"])
        _ = (a, b, c)
    }

    @Test func justEmptyFailAndEraseToAnyPublisher() {
        var seen: [String] = []
        let tokens = [
            Just(1).eraseToAnyPublisher().sink(
                receiveCompletion: { seen.append("just \($0)") }, receiveValue: { seen.append("\($0)") }),
            Empty<Int, Never>().sink(
                receiveCompletion: { seen.append("empty \($0)") }, receiveValue: { seen.append("\($0)") }),
            Fail<Int, Boom>(error: Boom()).sink(
                receiveCompletion: { seen.append("fail \($0)") }, receiveValue: { seen.append("\($0)") }),
        ]
        #expect(seen == ["1", "just finished", "empty finished", "fail failure(boom)"])
        _ = tokens
    }
}
