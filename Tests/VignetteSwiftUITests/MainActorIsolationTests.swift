import Foundation
import SwiftUI
import Testing
import Vignette

// Apple's `View`, `ViewModifier` and `ButtonStyle` are `@MainActor @preconcurrency` (Docs/SwiftUI.md §1, "The main
// actor"): an app's views may call its own main-actor code. Numi2/goer's files do, as below — a `@MainActor`
// type, a `@MainActor` method in a `View` extension, called from a body, from a plain `View` extension method and
// from a button style; none of it compiled while Vignette's `View` was nonisolated (Docs/Compatibility.md).

/// An app's main-actor value, as goer's `Glass` is declared.
@MainActor @preconcurrency private struct Finish {
    var name = "glazed"
    init() {}
}

extension View {
    /// Main-actor code of the app's own, as goer's `glassEffect(_:in:isEnabled:)`.
    @MainActor fileprivate func finished(_ finish: Finish) -> some View {
        VStack {
            self
            Text(finish.name)
        }
    }

    /// A `View` extension method, main-actor code because `View` is: it may call `finished` synchronously.
    fileprivate func quickFinish() -> some View { finished(Finish()) }
}

/// A view whose members are main-actor code: `finish` is read from the body.
private struct Card: View {
    var finish: Finish { Finish() }
    var body: some View { Text("card").finished(finish).quickFinish() }
}

/// A button style calling main-actor code from `makeBody(configuration:)`.
private struct FinishedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label.finished(Finish()) }
}

/// A modifier calling main-actor code from `body(content:)`.
private struct Finishing: ViewModifier {
    func body(content: Content) -> some View { content.finished(Finish()) }
}

/// Counts bodies running at once, across threads.
private final class Overlap: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private(set) var most = 0
    private(set) var offMain = 0

    func enter() {
        // The main actor's queue: the main thread, or the thread draining the main queue after `dispatchMain()`.
        let main = Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) == true
        lock.withLock {
            running += 1
            most = max(most, running)
            if !main { offMain += 1 }
        }
    }
    func leave() { lock.withLock { running -= 1 } }
}

private let overlap = Overlap()

/// Marks the main queue, so a body can tell it runs in one of its blocks.
nonisolated(unsafe) private let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// A body that takes a while, so that two running at once would overlap.
private struct Slow: View {
    var body: some View {
        overlap.enter()
        Thread.sleep(forTimeInterval: 0.003)
        overlap.leave()
        return Text("slow")
    }
}

@Suite struct MainActorIsolationTests {
    static func lines(_ view: some View) -> [String] {
        Lowering.layout(Lowering.node(view.frame(width: 300, height: 200))).allNodes.compactMap(\.lines).flatMap { $0 }
    }

    @Test func bodiesAndViewExtensionsCallTheAppsMainActorCode() {
        #expect(Self.lines(Card()) == ["card", "glazed", "glazed"])
        #expect(Self.lines(Button("Go") {}.buttonStyle(FinishedStyle())) == ["Go", "glazed"])
        #expect(Self.lines(Text("plain").modifier(Finishing())) == ["plain", "glazed"])
    }

    /// Bodies are main-actor code: lowered from eight threads at once (as parallel tests and gallery workers
    /// do), they run on the main queue, one at a time. Lowered on the workers, 3 ms bodies would overlap.
    @Test func bodiesRunOnTheMainThreadOneAtATime() {
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = Lowering.node(
                VStack {
                    Slow()
                    Slow()
                })
        }
        #expect(overlap.most == 1 && overlap.offMain == 0)
    }
}
