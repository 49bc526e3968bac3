import Combine
import Foundation
import SwiftUI
import Testing
import Vignette

private final class Model: ObservableObject {
    @Published var title = "Start"
    @Published var count = 0
}

private struct Counter: View {
    @State private var taps = 3
    @StateObject private var model = Model()
    var body: some View {
        Text(verbatim: "\(model.title) \(taps)")
    }
}

private struct Reader: View {
    @EnvironmentObject var model: Model
    var body: some View { Text(verbatim: model.title) }
}

private struct Field: View {
    @Binding var value: String
    var body: some View { Text(verbatim: value) }
}

/// `@State`, `@Binding`, the observable-object wrappers and the Combine names behind them
/// (Docs/SwiftUI/StateAndCombine.md).
@Suite struct StateAndCombineTests {
    @Test func stateAndStateObjectDrawTheirInitialValues() {
        #expect(Lowering.node(Counter()) == Lowering.node(Text(verbatim: "Start 3")))
    }

    @Test func environmentObjectReadsWhatAnAncestorSupplied() {
        let model = Model()
        model.title = "From above"
        #expect(Lowering.node(Reader().environmentObject(model)) == Lowering.node(Text(verbatim: "From above")))
    }

    @Test func bindingsReadAndWrite() {
        #expect(Lowering.node(Field(value: .constant("Fixed"))) == Lowering.node(Text(verbatim: "Fixed")))
        let state = State(wrappedValue: "a")
        let binding = state.projectedValue
        binding.wrappedValue = "b"
        #expect(state.wrappedValue == "b")
        let model = Model()
        ObservedObject(wrappedValue: model).projectedValue.title.wrappedValue = "Bound"
        #expect(model.title == "Bound")
    }

    @Test func publishedSendsWillChangeBeforeTheNewValue() {
        let model = Model()
        var seen: [String] = []
        let change = model.objectWillChange.sink { seen.append("will change, title=\(model.title)") }
        let titles = model.$title.sink { seen.append("title \($0)") }
        var storedWhenPublished: [String] = []
        let stored = model.$title.sink { _ in storedWhenPublished.append(model.title) }
        model.title = "Next"
        model.count += 1
        #expect(seen == ["title Start", "will change, title=Start", "title Next", "will change, title=Next"])
        change.cancel()
        model.title = "Last"
        #expect(seen.last == "title Last")
        // Published in willSet (Apple's documentation): the property still holds the old value.
        #expect(storedWhenPublished == ["Start", "Start", "Next"])
        _ = (titles, stored)
    }

    @Test func subjectsDeliverInOrderUntilCancelled() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var values: [Int] = []
        var bag = Set<AnyCancellable>()
        subject.map { $0 * 10 }.sink { values.append($0) }.store(in: &bag)
        subject.send(2)
        subject.value = 3
        bag.removeAll()
        subject.send(4)
        #expect(values == [10, 20, 30])
        let passthrough = PassthroughSubject<String, Never>()
        var words: [String] = []
        let token = passthrough.eraseToAnyPublisher().sink { words.append($0) }
        passthrough.send("a")
        token.cancel()
        passthrough.send("b")
        #expect(words == ["a"])
    }
}
