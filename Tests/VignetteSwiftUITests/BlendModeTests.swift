import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo

/// `blendMode(_:)`: a core modifier composited with Cairo's operator of the same formula
/// (Docs/SwiftUI/BlendModes.md).
@Suite struct BlendModeTests {
    /// A mid grey (0.5) under an orange (1, 0.25, 0) blended with `mode`.
    static func probe(_ mode: BlendMode) throws -> CanvasProbe {
        try CanvasProbe(
            ZStack {
                Color(red: 0.5, green: 0.5, blue: 0.5)
                Color(red: 1, green: 0.25, blue: 0).blendMode(mode)
            })
    }

    @Test func eachModeComputesItsFormulaPerComponent() throws {
        // 0.5 · (1, 0.25, 0)
        #expect(try Self.probe(.multiply).pixel(50, 30, is: (128, 32, 0)))
        // 1 − (1 − 0.5)(1 − s)
        #expect(try Self.probe(.screen).pixel(50, 30, is: (255, 160, 128)))
        // min(1, s + d)
        #expect(try Self.probe(.plusLighter).pixel(50, 30, is: (255, 191, 128)))
        // |s − d|
        #expect(try Self.probe(.difference).pixel(50, 30, is: (128, 64, 128)))
        #expect(try Self.probe(.darken).pixel(50, 30, is: (128, 64, 0)))
        #expect(try Self.probe(.lighten).pixel(50, 30, is: (255, 128, 128)))
        #expect(try Self.probe(.normal).pixel(50, 30, is: (255, 64, 0)))
    }

    @Test func plusDarkerIsLinearBurnInBitmaps() throws {
        // Apple: R = MAX(0, 1 - ((1 - D) + (1 - S))): (0.5, 0, 0) here; multiply would give (128, 32, 0).
        #expect(try Self.probe(.plusDarker).pixel(50, 30, is: (128, 0, 0)))
        // Over a light backdrop only the sum above 1 is kept: 0.9 + 0.25 − 1 = 0.15.
        let light = try CanvasProbe(
            ZStack {
                Color(red: 0.9, green: 0.9, blue: 0.9)
                Color(red: 1, green: 0.25, blue: 0).blendMode(.plusDarker)
            })
        #expect(light.pixel(50, 30, is: (230, 38, 0)))
        // Translucent source: where it is half there, half the burn.
        let half = try CanvasProbe(
            ZStack {
                Color(red: 0.5, green: 0.5, blue: 0.5)
                Color(red: 1, green: 0.25, blue: 0).opacity(0.5).blendMode(.plusDarker)
            })
        #expect(half.pixel(50, 30, is: (128, 64, 64)))
        #expect(BlendMode.allCases.filter(\.isApproximated) == [.plusDarker])
    }

    @Test func onlyTheBlendedViewsPixelsChange() throws {
        // Outside the blended view (a 40 pt square at the leading edge) the grey is untouched.
        let probe = try CanvasProbe(
            ZStack(alignment: .leading) {
                Color(red: 0.5, green: 0.5, blue: 0.5)
                Color(red: 1, green: 0.25, blue: 0).frame(width: 40).blendMode(.multiply)
            })
        #expect(probe.pixel(20, 30, is: (128, 32, 0)))
        #expect(probe.pixel(80, 30, is: (128, 128, 128)))
    }

    @Test func theModifierIsInTheTreeFormat() throws {
        let node = Lowering.node(Color.red.blendMode(.colorBurn))
        guard case .modified(_, .blendMode(.colorBurn)) = node else {
            Issue.record("lowered to \(node)")
            return
        }
        let tree = Node.modified(.shape(.rect, nil), .blendMode(.hardLight))
        let json = try tree.jsonData(prettyPrinted: false)
        #expect(String(decoding: json, as: UTF8.self).contains(#""blendMode":"hardLight""#))
        #expect(try Node.decode(json: json) == tree)
        #expect(throws: (any Error).self) {
            try Node.decode(json: Data(#"{"type": "rect", "modifiers": [{"blendMode": "plusDarkest"}]}"#.utf8))
        }
    }

    /// Cairo's SVG surface has no blend operators: it draws the blended area as an embedded bitmap (its
    /// fallback), so the SVG shows the blend, not as vectors.
    @Test func svgDrawsTheBlendAsAnEmbeddedBitmap() throws {
        let renderer = try CairoRenderer(fonts: PNGPipeline.fonts)
        var group = DisplayGroup(items: [
            .fill(
                Vignette.Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .color(RGBA(red: 1, green: 0, blue: 0)))
        ])
        group.blendMode = Vignette.BlendMode.multiply
        let svg = String(
            decoding: try renderer.svg(DisplayList(size: CGSize(width: 10, height: 10), items: [.group(group)])),
            as: UTF8.self)
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64"))
        group.blendMode = .normal
        let plain = String(
            decoding: try renderer.svg(DisplayList(size: CGSize(width: 10, height: 10), items: [.group(group)])),
            as: UTF8.self)
        #expect(!plain.contains("<image"))
    }

    @Test func blendModesReference() throws {
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .difference, .plusDarker, .plusLighter, .hue]
        let widget = WidgetDefinition(id: "blendModes", displayName: "Blend modes", families: [.systemMedium]) { _ in
            Lowering.node(
                HStack(spacing: 6) {
                    ForEach(modes, id: \.self) { mode in
                        VStack(spacing: 4) {
                            ZStack {
                                Circle().fill(Color.teal).offset(x: -6)
                                Circle().fill(Color.orange).offset(x: 6).blendMode(mode)
                            }
                            .frame(width: 30, height: 30)
                            Text(mode.rawValue).font(.system(size: 8))
                        }
                    }
                }
                .padding(8)
                .background(LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)))
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "blendModes")
    }
}
