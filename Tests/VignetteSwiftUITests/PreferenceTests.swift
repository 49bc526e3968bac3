import Foundation
import SwiftUI
import Testing
import Vignette

private struct TitlesKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct MaxScoreKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// A key whose reduce keeps the first value: a single value must still arrive.
private struct FirstKey: PreferenceKey {
    static var defaultValue: String { "none" }
    static func reduce(value: inout String, nextValue: () -> String) {}
}

/// `PreferenceKey`, `.preference`, `.overlayPreferenceValue`, `.backgroundPreferenceValue` and
/// `.onPreferenceChange` (Docs/SwiftUI/Preferences.md).
@Suite struct PreferenceTests {
    /// Every plain text in the lowered tree, decorations included.
    static func texts(_ view: some View) -> [String] {
        func collect(_ node: Node) -> [String] {
            switch node {
            case .words(let text): [text]
            case .group(let nodes), .column(_, _, let nodes), .row(_, _, let nodes), .layers(_, let nodes):
                nodes.flatMap(collect)
            case .modified(let child, .overlay(let decoration, _)),
                .modified(let child, .background(let decoration, _)):
                collect(child) + collect(decoration)
            case .modified(let child, _): collect(child)
            default: []
            }
        }
        return collect(Lowering.node(view))
    }

    @Test func anOverlayReadsTheValuesItsContentSetsReducedInOrder() {
        let view = VStack {
            Text("a").preference(key: TitlesKey.self, value: ["first"])
            HStack {
                Text("b").preference(key: TitlesKey.self, value: ["second"])
                Text("c").preference(key: MaxScoreKey.self, value: 7)
                Text("d").preference(key: MaxScoreKey.self, value: 3)
            }
        }
        .overlayPreferenceValue(TitlesKey.self, alignment: .top) { titles in Text(titles.joined(separator: "+")) }
        .backgroundPreferenceValue(MaxScoreKey.self) { score in Text("max \(score)") }
        .onPreferenceChange(MaxScoreKey.self) { _ in Issue.record("a widget has no state to change") }
        let shown = Self.texts(view)
        #expect(shown.contains("first+second"), "\(shown)")
        #expect(shown.contains("max 7"), "\(shown)")
    }

    @Test func oneValueIsUsedWithoutReduceAndLaterOnesAreReduced() {
        let one = Self.texts(
            Text("x").preference(key: FirstKey.self, value: "only").overlayPreferenceValue(FirstKey.self) { Text($0) })
        #expect(one.contains("only"), "\(one)")
        let two = Self.texts(
            VStack {
                Text("x").preference(key: FirstKey.self, value: "first")
                Text("y").preference(key: FirstKey.self, value: "second")
            }.overlayPreferenceValue(FirstKey.self) { Text($0) })
        #expect(two.contains("first") && !two.contains("second"), "\(two)")
    }

    @Test func aReaderWithNoValueSetGetsTheDefault() {
        let shown = Self.texts(Text("x").overlayPreferenceValue(MaxScoreKey.self) { Text("score \($0)") })
        #expect(shown.contains("score 0"), "\(shown)")
    }

    @Test func valuesPassThroughAnInnerReaderToAnOuterOne() {
        let view = Text("x").preference(key: MaxScoreKey.self, value: 4)
            .overlayPreferenceValue(MaxScoreKey.self) { Text("inner \($0)") }
            .background(Text("y").preference(key: MaxScoreKey.self, value: 9))
            .overlayPreferenceValue(MaxScoreKey.self) { Text("outer \($0)") }
        let shown = Self.texts(view)
        #expect(shown.contains("inner 4") && shown.contains("outer 9"), "\(shown)")
    }
}
