import Foundation
import SwiftUI
import Testing
import Vignette

/// `EllipticalGradient`: a radial gradient stretched to its frame (Docs/SwiftUI/Shapes.md).
@Suite struct EllipticalGradientTests {
    /// White at the centre to black at the edge, 200 × 100 pt, centred in a small widget.
    static func brightness(at offset: CGPoint, in image: PNGImageProbe, centre: CGPoint) -> Int {
        let pixel = image.bitmap.pixel(x: Int((centre.x + offset.x) * 3), y: Int((centre.y + offset.y) * 3))
        return (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3
    }

    @Test func itsContoursAreEllipsesFillingTheFrame() throws {
        let pipeline = PNGPipeline()
        let png = try pipeline.png(
            WidgetDefinition(id: "elliptical", displayName: "Elliptical", families: [.systemSmall]) { _ in
                Lowering.node(EllipticalGradient(colors: [.white, .black]).frame(width: 160, height: 80))
            },
            WidgetRenderSpec(family: .systemSmall, device: pipeline.device, appearance: .light, date: .distantFuture))
        let image = try PNGImageProbe(png)
        let side = CGFloat(image.bitmap.width) / 3
        let centre = CGPoint(x: side / 2, y: side / 2)
        let middle = Self.brightness(at: .zero, in: image, centre: centre)
        // Half-way out along each axis: 40 pt across, 20 pt down — the same contour.
        let across = Self.brightness(at: CGPoint(x: 40, y: 0), in: image, centre: centre)
        let down = Self.brightness(at: CGPoint(x: 0, y: 20), in: image, centre: centre)
        #expect(middle > 240, "white at the centre")
        #expect(abs(across - 128) < 12 && abs(down - 128) < 12, "half-way grey on both axes: \(across), \(down)")
        // Near the frame's corner, outside the ellipse: the last colour.
        #expect(Self.brightness(at: CGPoint(x: 78, y: 38), in: image, centre: centre) < 10)
    }

    @Test func ellipticalGradientReference() throws {
        let widget = WidgetDefinition(id: "elliptical", displayName: "Elliptical", families: [.systemMedium]) { _ in
            Lowering.node(
                HStack(spacing: 12) {
                    EllipticalGradient(colors: [.yellow, .orange, .purple])
                    EllipticalGradient(
                        stops: [.init(color: .white, location: 0), .init(color: .blue, location: 1)],
                        center: .topLeading,
                        startRadiusFraction: 0.1, endRadiusFraction: 1)
                }.padding())
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "ellipticalGradient")
    }
}
