import Foundation
import SwiftUI
import Testing
import Vignette

/// SwiftUI's gradients lower to the core's gradient paints, whose pixels the Cairo tests pin
/// (Docs/SwiftUI/Controls.md, "Gradients").
@Suite struct GradientTests {
    @Test func aLinearGradientViewFillsItsSpaceWithTheCorePaint() {
        let view = LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
        let paint = Paint.linearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
        #expect(Lowering.node(view) == Fill(paint).node)
    }

    @Test func colorsAreSpacedEvenlyAndStopsKeepTheirLocations() {
        let even = LinearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing)
        let stops = LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .green, location: 0.5),
                                           .init(color: .blue, location: 1)],
                                   startPoint: .leading, endPoint: .trailing)
        #expect(Lowering.node(even) == Lowering.node(stops))
        let skewed = LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .green, location: 0.2),
                                            .init(color: .blue, location: 1)],
                                    startPoint: .leading, endPoint: .trailing)
        #expect(Lowering.node(skewed) != Lowering.node(even))
    }

    @Test func gradientsAreStylesForShapesAndBackgrounds() {
        let ring = RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40)
        #expect(Lowering.node(Circle().fill(ring))
                == Disc().fill(.radialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40)).node)
        let sweep = AngularGradient(colors: [.blue, .green], center: .center)
        #expect(Lowering.node(Capsule().fill(sweep))
                == Pill().fill(.angularGradient(colors: [.blue, .green], center: .center)).node)
        let style = LinearGradient.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
        #expect(Lowering.node(Text("a").background(style))
                == Words("a").background(Fill(.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))).node)
    }
}

extension GradientTests {
    @Test func aStyleAtAnOpacityIsItsPaintFaded() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let paint = Paint.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(Lowering.node(Circle().fill(gradient.opacity(0.5))) == Disc().fill(paint.opacity(0.5)).node)
        #expect(Lowering.node(Circle().fill(.secondary.opacity(0.3))) == Disc().fill(Paint.secondaryLabel.opacity(0.3)).node)
        // On a gradient used as a view, opacity stays the view modifier.
        #expect(Lowering.node(gradient.opacity(0.5)) == Fill(paint).opacity(0.5))
    }
}
