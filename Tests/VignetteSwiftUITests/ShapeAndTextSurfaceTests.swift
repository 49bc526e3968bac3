import CoreGraphics
import Foundation
import SwiftUI
import Testing
import Vignette

/// Shape statics, `UnevenRoundedRectangle`, `Path(roundedRect:cornerRadii:)`, `monospaced`, `fontDesign`, `textCase` and
/// `allowsTightening` (Docs/SwiftUI/Shapes.md, Docs/SwiftUI/Modifiers.md).
@Suite struct ShapeAndTextSurfaceTests {
    @Test func shapeStaticsAreTheBuiltInShapes() {
        #expect(Lowering.node(Color.red.clipShape(.circle)) == Lowering.node(Color.red.clipShape(Circle())))
        #expect(Lowering.node(Color.red.clipShape(.capsule)) == Lowering.node(Color.red.clipShape(Capsule())))
        #expect(Lowering.node(Color.red.clipShape(.ellipse)) == Lowering.node(Color.red.clipShape(Ellipse())))
        #expect(
            Lowering.node(Text("a").background(.red, in: .rect(cornerRadius: 8)))
                == Lowering.node(Text("a").background(.red, in: RoundedRectangle(cornerRadius: 8))))
        #expect(
            Lowering.node(Text("a").background(.red, in: .rect))
                == Lowering.node(Text("a").background(.red, in: Rectangle())))
    }

    @Test func anUnevenRoundedRectangleRoundsOnlyItsOwnCorners() throws {
        // A 60 × 40 shape with a 20 pt top-leading corner and square others, filled at 3×.
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 0)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 60, height: 40))
        let bounds = path.boundingRect
        #expect(
            abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.width - 60) < 1e-9
                && abs(bounds.height - 40) < 1e-9)
        // The shape is centred in the widget (176.67 pt on this phone), 3 px per pt.
        let (image, origin) = try PNGPipeline().centredShape(shape, size: CGSize(width: 60, height: 40))
        let x = origin.x, y = origin.y
        #expect(image.isDark(x: x + 1, y: y + 1) == false, "the top-leading corner is cut")
        #expect(image.isDark(x: x + 59, y: y + 1) == true, "the top-trailing corner is square")
        #expect(image.isDark(x: x + 1, y: y + 39) == true, "the bottom-leading corner is square")
        #expect(image.isDark(x: x + 59, y: y + 39) == true, "the bottom-trailing corner is square")
        #expect(image.isDark(x: x + 8, y: y + 8) == true, "inside the 20 pt arc")
    }

    @Test func rectWithCornerRadiiIsAnUnevenRoundedRectangle() {
        let a = RectangleCornerRadii(topLeading: 4, bottomLeading: 3, bottomTrailing: 2, topTrailing: 1)
        let shape: UnevenRoundedRectangle = .rect(cornerRadii: a)
        #expect(shape.cornerRadii == a)
        let spelled: UnevenRoundedRectangle = .rect(
            topLeadingRadius: 4, bottomLeadingRadius: 3, bottomTrailingRadius: 2, topTrailingRadius: 1)
        #expect(spelled == shape)
    }

    @Test func aPathWithCornerRadiiIsTheUnevenRectanglesOutline() throws {
        // Path(roundedRect:cornerRadii:) at an offset rect: the same outline, placed in that rect.
        let radii = RectangleCornerRadii(topLeading: 12, bottomLeading: 2, bottomTrailing: 6, topTrailing: 0)
        let rect = CGRect(x: 10, y: 5, width: 40, height: 30)
        let path = Path(roundedRect: rect, cornerRadii: radii, style: .circular)
        #expect(path == UnevenRoundedRectangle(cornerRadii: radii).path(in: rect))
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.minY - 5) < 1e-9)
        #expect(abs(bounds.maxX - 50) < 1e-9 && abs(bounds.maxY - 35) < 1e-9)
        #expect(path.currentPoint == CGPoint(x: 22, y: 5), "closed back at the top edge, 12 pt in")
        var added = Path()
        added.addRoundedRect(in: rect, cornerRadii: radii, transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(added.currentPoint == CGPoint(x: 27, y: 5), "moved 5 pt right by the transform")
        // Drawn at 3×: the 12 pt corner is cut, the square top-trailing corner is filled.
        let (image, origin) = try PNGPipeline().centredShape(path, size: CGSize(width: 50, height: 35))
        #expect(image.isDark(x: origin.x + 11, y: origin.y + 6) == false, "the 12 pt corner is cut")
        #expect(image.isDark(x: origin.x + 49.5, y: origin.y + 5.5) == true, "the top-trailing corner is square")
        #expect(image.isDark(x: origin.x + 16, y: origin.y + 11) == true, "inside the arc")
    }

    @Test func monospacedSetsTheFixedWidthDesign() {
        #expect(Lowering.node(Text("1").monospaced()) == .modified(.words("1"), .fontDesign(.monospaced)))
        #expect(
            Lowering.node(Text("1").font(.body.monospaced()))
                == Lowering.node(Text("1").font(.system(.body, design: .monospaced))))
        #expect(
            Lowering.node(VStack { Text("a") }.monospaced())
                == .modified(.column(.center, spacing: nil, [.words("a")]), .fontDesign(.monospaced)))
    }

    @Test func textCaseUppercasesInTheRenderLocale() {
        #expect(
            Lowering.node(
                VStack {
                    Text("Straße")
                    Text(verbatim: "istanbul")
                }.textCase(.uppercase))
                == .column(.center, spacing: nil, [.words("STRASSE"), .words("ISTANBUL")]))
        #expect(Lowering.node(Text("MiXed").textCase(.lowercase)) == .words("mixed"))
        #expect(Lowering.node(Text("Same").allowsTightening(true)) == .words("Same"))
    }
}

import VignettePNG

/// Reads a rendered PNG at the 3× scale by points.
struct PNGImageProbe {
    let bitmap: Bitmap

    init(_ png: Data) throws { bitmap = try PNGReader.bitmap(from: png, source: "render") }

    /// Whether the pixel at the centre of point (`x`, `y`) is dark.
    func isDark(x: CGFloat, y: CGFloat) -> Bool {
        let pixel = bitmap.pixel(x: Int(x * 3 + 1), y: Int(y * 3 + 1))
        return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 200
    }
}
