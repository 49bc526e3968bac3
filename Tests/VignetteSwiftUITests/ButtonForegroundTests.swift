import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette

private struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
}

/// A borderless button's label takes the tint only when no foreground style was set around the
/// button (Docs/SwiftUI/Controls.md, "Buttons").
@Suite struct ButtonForegroundTests {
    /// Every foreground paint in `node`, outermost first.
    static func paints(_ node: Node) -> [Paint] {
        switch node {
        case .modified(let child, .foregroundStyle(let paint)): [paint] + paints(child)
        case .modified(let child, _): paints(child)
        case .group(let children), .row(_, _, let children), .column(_, _, let children), .layers(_, let children):
            children.flatMap(paints)
        default: []
        }
    }

    @Test func aBareButtonLabelIsInTheTint() {
        let node = Lowering.node(Button(intent: CountIntent()) { Text("+1") }.tint(.clear))
        #expect(Self.paints(node) == [Color.clear.paint])
    }

    @Test func aForegroundStyleAroundTheButtonColoursItsLabelInstead() {
        let node = Lowering.node(
            HStack { Button(intent: CountIntent()) { Text("+1") } }.tint(.clear).foregroundStyle(.red))
        #expect(Self.paints(node) == [Color.red.paint])
        let colored = Lowering.node(Button(intent: CountIntent()) { Text("+1") }.foregroundColor(.green))
        #expect(Self.paints(colored) == [Color.green.paint])
    }
}
