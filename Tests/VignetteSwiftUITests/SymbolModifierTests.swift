import Foundation
import SwiftUI
import Testing
import Vignette

/// The SwiftUI spelling of a symbol's settings lowers onto the core's (Docs/Symbols.md): rendering
/// mode, the foreground levels a palette takes, and `Image(systemName:variableValue:)`.
@Suite struct SymbolModifierTests {
    @Test func eachSettingLowersToTheCoreModifier() {
        let pairs: [(Node, Node, String)] = [
            (
                Lowering.node(Image(systemName: "wifi", variableValue: 0.4)), Symbol("wifi", variableValue: 0.4).node,
                "variableValue"
            ),
            (Lowering.node(Image(systemName: "wifi", variableValue: nil)), Symbol("wifi").node, "variableValue nil"),
            (
                Lowering.node(Image(systemName: "wifi").symbolRenderingMode(.hierarchical)),
                Symbol("wifi").symbolRendering(.hierarchical), "hierarchical"
            ),
            (
                Lowering.node(Image(systemName: "wifi").symbolRenderingMode(.multicolor)),
                Symbol("wifi").symbolRendering(.multicolor), "multicolor"
            ),
            (
                Lowering.node(Image(systemName: "wifi").symbolRenderingMode(nil)), Symbol("wifi").symbolRendering(nil),
                "nil"
            ),
            (
                Lowering.node(
                    Image(systemName: "wifi").symbolRenderingMode(.palette).foregroundStyle(Color.red, Color.green)),
                Symbol("wifi").symbolRendering(.palette).foregroundStyle(.red, .green), "palette, two levels"
            ),
            (
                Lowering.node(Image(systemName: "wifi").foregroundStyle(Color.red, Color.green, Color.blue)),
                Symbol("wifi").foregroundStyle(.red, .green, .blue), "three levels"
            ),
        ]
        for (swiftUI, core, name) in pairs {
            #expect(swiftUI == core, "\(name)")
        }
    }

    @Test func theSymbolModifiersRoundTripThroughJSON() throws {
        let node = Symbol("wifi", variableValue: 0.25).symbolRendering(.palette).foregroundStyle(.red, .green, .blue)
        #expect(try Node.decode(json: node.jsonData()) == node)
    }
}
