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
        let stops = LinearGradient(
            stops: [
                .init(color: .red, location: 0), .init(color: .green, location: 0.5),
                .init(color: .blue, location: 1),
            ],
            startPoint: .leading, endPoint: .trailing)
        #expect(Lowering.node(even) == Lowering.node(stops))
        let skewed = LinearGradient(
            stops: [
                .init(color: .red, location: 0), .init(color: .green, location: 0.2),
                .init(color: .blue, location: 1),
            ],
            startPoint: .leading, endPoint: .trailing)
        #expect(Lowering.node(skewed) != Lowering.node(even))
    }

    @Test func gradientsAreStylesForShapesAndBackgrounds() {
        let ring = RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40)
        #expect(
            Lowering.node(Circle().fill(ring))
                == Disc().fill(
                    .radialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40)
                ).node)
        let sweep = AngularGradient(colors: [.blue, .green], center: .center)
        #expect(
            Lowering.node(Capsule().fill(sweep))
                == Pill().fill(.angularGradient(colors: [.blue, .green], center: .center)).node)
        let style = LinearGradient.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
        #expect(
            Lowering.node(Text("a").background(style))
                == Words("a").background(
                    Fill(.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
                ).node)
    }
}

extension GradientTests {
    @Test func aStyleAtAnOpacityIsItsPaintFaded() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let paint = Paint.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(Lowering.node(Circle().fill(gradient.opacity(0.5))) == Disc().fill(paint.opacity(0.5)).node)
        #expect(
            Lowering.node(Circle().fill(.secondary.opacity(0.3))) == Disc().fill(Paint.secondaryLabel.opacity(0.3)).node
        )
        // On a gradient used as a view, opacity stays the view modifier.
        #expect(Lowering.node(gradient.opacity(0.5)) == Fill(paint).opacity(0.5))
    }
}

extension GradientTests {
    @Test func aColorsGradientRunsTopToBottomFromAFifthTowardWhiteToTheColor() throws {
        let expected = Paint.linearGradient(
            Vignette.Gradient(colors: [.mixed(.blue, .white, 0.2), .blue]),
            startPoint: .top, endPoint: .bottom)
        #expect(Lowering.node(Rectangle().fill(Color.blue.gradient)) == Rect().fill(expected).node)
        #expect(Lowering.node(Text("a").background(Color.blue.gradient)) == Words("a").background(Fill(expected)).node)
        // Resolved, the stops follow the colour scheme: iOS 26's blue, #0088FF light and #0091FF dark.
        for (scheme, blue) in [(Vignette.ColorScheme.light, RGBA(hex: 0x0088FF)), (.dark, RGBA(hex: 0x0091FF))] {
            var environment = WidgetEnvironment(family: .systemSmall)
            environment.colorScheme = scheme
            environment.os = .ios26
            guard
                case .gradient(let resolved) = environment.resolve(
                    expected, in: CGRect(x: 0, y: 0, width: 10, height: 100))
            else {
                Issue.record("not a gradient")
                continue
            }
            #expect(resolved.stops.map(\.color) == [blue.mixed(with: .white, by: 0.2), blue])
            let top = resolved.stops[0].color
            #expect(abs(top.red - 0.2) < 1e-9 && abs(top.blue - 1) < 1e-9)
        }
    }

    @Test func mixMovesAColorTowardAnother() {
        #expect(Lowering.node(Color.red.mix(with: .black, by: 0.5)) == Fill(.mixed(.red, .black, 0.5)).node)
        let grey = RGBA.black.mixed(with: .white, by: 0.25)
        #expect(grey == RGBA(red: 0.25, green: 0.25, blue: 0.25))
        #expect(RGBA.black.mixed(with: .white, by: 2) == .white)
    }
}

/// Materials draw their tint without the blur (Docs/SwiftUI/Controls.md, "Materials").
@Suite struct MaterialTests {
    func tint(_ opacity: Double) -> Paint {
        .adaptive(light: .rgb(1, 1, 1, opacity: opacity), dark: .rgb(28 / 255, 28 / 255, 30 / 255, opacity: opacity))
    }

    @Test func aMaterialIsATranslucentLayerThatThickensInOrder() {
        #expect(Lowering.node(Text("a").background(.ultraThinMaterial)) == Words("a").background(Fill(tint(0.35))).node)
        #expect(
            Lowering.node(Text("a").background(.regularMaterial, in: Capsule()))
                == Lowering.node(Text("a").background(Capsule().fill(Color(paint: tint(0.65))))))
        let order: [Material] = [
            .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial,
        ]
        let alphas = order.map { WidgetEnvironment(family: .systemSmall).resolve($0._paint.core).alpha }
        #expect(alphas == [0.35, 0.5, 0.65, 0.8, 0.9])
    }

    @Test func overBlueAThinMaterialLetsTheBlueThroughAndFollowsTheScheme() {
        var environment = WidgetEnvironment(family: .systemSmall)
        let paint = Material.thinMaterial._paint.core
        #expect(environment.resolve(paint) == RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        environment.colorScheme = .dark
        #expect(environment.resolve(paint) == RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 0.5))
    }
}
