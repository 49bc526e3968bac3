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

    /// The systemSmall PNG of `view`.
    static func png(_ view: some View) throws -> Data {
        let pipeline = PNGPipeline()
        let node = Lowering.node(view)
        return try pipeline.png(
            WidgetDefinition(id: "elliptical", displayName: "Elliptical", families: [.systemSmall]) { _ in node },
            WidgetRenderSpec(family: .systemSmall, device: pipeline.device, appearance: .light, date: .distantFuture))
    }

    @Test func itsContoursAreEllipsesFillingTheFrame() throws {
        let png = try Self.png(EllipticalGradient(colors: [.white, .black]).frame(width: 160, height: 80))
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

    @Test func asAStyleItPaintsShapesBackgroundsAndTextLikeTheView() throws {
        let gradient = EllipticalGradient(colors: [.white, .black])
        let view = try Self.png(gradient.frame(width: 160, height: 80))
        #expect(try Self.png(Rectangle().fill(gradient).frame(width: 160, height: 80)) == view)
        #expect(try Self.png(Color.clear.frame(width: 160, height: 80).background(gradient)) == view)
        #expect(
            try Self.png(
                Rectangle().foregroundStyle(.ellipticalGradient(colors: [.white, .black])).frame(width: 160, height: 80)
            )
                == view)
        // On a shape smaller than the frame the gradient spans the shape's own frame: black at its edge.
        let inset = try PNGImageProbe(
            try Self.png(Circle().fill(gradient).frame(width: 60, height: 60).frame(width: 160, height: 80)))
        let side = CGFloat(inset.bitmap.width) / 3
        let centre = CGPoint(x: side / 2, y: side / 2)
        #expect(Self.brightness(at: .zero, in: inset, centre: centre) > 240)
        #expect(Self.brightness(at: CGPoint(x: 28, y: 0), in: inset, centre: centre) < 20)
    }

    @Test func ellipticalStyleReference() throws {
        let widget = WidgetDefinition(id: "ellipticalStyle", displayName: "Elliptical", families: [.systemMedium]) {
            _ in
            Lowering.node(
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(EllipticalGradient(colors: [.yellow, .orange, .purple]))
                    Capsule()
                        .strokeBorder(
                            .ellipticalGradient(colors: [.white, .blue], endRadiusFraction: 0.7), lineWidth: 10)
                    Text("Glow").font(.largeTitle.bold())
                        .foregroundStyle(
                            EllipticalGradient(colors: [.red, .blue], center: .leading, endRadiusFraction: 1))
                }.padding())
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "ellipticalStyle")
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
