import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

/// `AnyShapeStyle` and the background's levels lower to the core paints they stand for
/// (Docs/SwiftUI.md §2), so the calendar and course-schedule ports can pick a style by colour scheme.
@Suite struct ShapeStyleLevelTests {
    @Test func backgroundLevelsAreTheSystemBackgrounds() {
        #expect(Lowering.node(Rectangle().fill(.background)) == Rect().fill(.systemBackground).node)
        #expect(Lowering.node(Rectangle().fill(.background.secondary)) == Rect().fill(.secondarySystemBackground).node)
        #expect(Lowering.node(Rectangle().fill(.background.tertiary)) == Rect().fill(.tertiarySystemBackground).node)
        #expect(
            Lowering.node(Text("a").containerBackground(.background.secondary, for: .widget))
                == Words("a").widgetBackground(.secondarySystemBackground))
    }

    @Test func anyShapeStyleDrawsTheStyleItWraps() {
        let styles = [
            AnyShapeStyle(.background.secondary), AnyShapeStyle(.red.opacity(0.5)), AnyShapeStyle(.separator),
            AnyShapeStyle(Color(red: 0.2, green: 0.4, blue: 0.6)),
        ]
        let paints: [Paint] = [.secondarySystemBackground, Paint.red.opacity(0.5), .separator, .rgb(0.2, 0.4, 0.6)]
        for (style, paint) in zip(styles, paints) {
            #expect(Lowering.node(Circle().fill(style)) == Disc().fill(paint).node)
            #expect(Lowering.node(Text("a").foregroundStyle(style)) == Words("a").foregroundStyle(paint).node)
        }
    }
}
