import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

/// `AccessoryWidgetBackground` fills circular and rectangular accessories and draws nothing
/// elsewhere, as Apple documents (Docs/SwiftUI/Modifiers.md).
@Suite struct AccessoryBackgroundTests {
    @Test func aTranslucentFillInAccessoriesAndNothingElsewhere() {
        let translucent = Lowering.node(Color(white: 1, opacity: 0.2))
        #expect(Lowering.node(AccessoryWidgetBackground(), family: .accessoryCircular) == translucent)
        #expect(Lowering.node(AccessoryWidgetBackground(), family: .accessoryCorner) == translucent)
        #expect(Lowering.node(AccessoryWidgetBackground(), family: .accessoryRectangular) == translucent)
        #expect(Lowering.node(AccessoryWidgetBackground(), family: .accessoryInline) == .empty)
        #expect(Lowering.node(AccessoryWidgetBackground(), family: .systemSmall) == .empty)
    }

    @Test func theContainerClipsItToTheCircle() throws {
        let view = ZStack {
            AccessoryWidgetBackground()
            Text("6")
        }
        let layout = Lowering.layout(
            Lowering.node(view, family: .accessoryCircular), family: .accessoryCircular,
            size: CGSize(width: 60, height: 60))
        let fill = try #require(layout.allNodes.last { $0.kind == .fill }?.frame)
        #expect(fill.size == CGSize(width: 60, height: 60))
        #expect(layout.root.kind == .clipShape)
    }

    /// The SwiftUI view lowers to the core's backing.
    @Test func itIsTheCoresBacking() {
        #expect(
            AccessoryBacking(in: .accessoryRectangular).node
                == Lowering.node(AccessoryWidgetBackground(), family: .accessoryRectangular))
        #expect(AccessoryBacking(in: nil).node == .empty)
    }
}
