import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

/// `AnyShapeStyle` paints what the style it wraps paints, so a style chosen at run time lowers to
/// the core paint of the chosen one (Docs/SwiftUI.md §2).
@Suite struct AnyShapeStyleTests {
    @Test(arguments: [false, true])
    func aStyleChosenAtRunTimeFillsAsTheChosenStyle(isIdle: Bool) {
        let view = Capsule().fill(isIdle ? AnyShapeStyle(.tertiary.opacity(0.5)) : AnyShapeStyle(Color.red))
        let core = Pill().fill(isIdle ? Paint.tertiaryLabel.opacity(0.5) : .red).node
        #expect(Lowering.node(view) == core)
    }

    @Test func containerBackgroundsAndForegroundsTakeIt() {
        let view = Text("a").foregroundStyle(AnyShapeStyle(.secondary))
            .containerBackground(AnyShapeStyle(.background), for: .widget)
        let core = Words("a").foregroundStyle(.secondaryLabel).widgetBackground(.systemBackground)
        #expect(Lowering.node(view) == core)
    }
}
