import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Rotation and scale effects turn and stretch the pixels about their anchor and leave the
/// layout alone (Docs/LayoutSemantics.md §a.10).
@Suite struct TransformDrawingTests {
    let canvas = DrawingCanvas()
    let red = Bitmap.Pixel.opaque(255, 0, 0)

    /// A 60 × 10 pt red bar centred in a 100 pt canvas.
    var bar: Node { Rect().fill(.hex(0xFF0000)).frame(width: 60, height: 10) }

    @Test func aQuarterTurnAboutTheCentreStandsTheBarUp() throws {
        let bitmap = try canvas.bitmap(bar.rotation(.degrees(90)), size: CGSize(width: 100, height: 100), scale: 1)
        // Upright: red above and below the centre, nothing at the bar's old ends.
        #expect(bitmap.pixel(x: 50, y: 25) == red && bitmap.pixel(x: 50, y: 75) == red)
        #expect(bitmap.pixel(x: 25, y: 50).alpha == 0 && bitmap.pixel(x: 75, y: 50).alpha == 0)
    }

    @Test func aTurnAboutTheLeadingEdgeSwingsTheBarDown() throws {
        // Clockwise on screen about the bar's left middle (20, 50): the bar now hangs from there.
        let bitmap = try canvas.bitmap(
            bar.rotation(.degrees(90), anchor: .leading), size: CGSize(width: 100, height: 100), scale: 1)
        #expect(bitmap.pixel(x: 20, y: 70) == red)
        #expect(bitmap.pixel(x: 20, y: 30).alpha == 0 && bitmap.pixel(x: 70, y: 50).alpha == 0)
    }

    @Test func aScaleStretchesAboutItsAnchor() throws {
        let wide = try canvas.bitmap(bar.scale(x: 1.5), size: CGSize(width: 100, height: 100), scale: 1)
        // 60 pt becomes 90 pt about the centre: 5…95.
        #expect(wide.pixel(x: 7, y: 50) == red && wide.pixel(x: 92, y: 50) == red)
        #expect(wide.pixel(x: 3, y: 50).alpha == 0 && wide.pixel(x: 97, y: 50).alpha == 0)
        let flat = try canvas.bitmap(bar.scale(y: 0), size: CGSize(width: 100, height: 100), scale: 1)
        #expect((0..<100).allSatisfy { flat.pixel(x: 50, y: $0).alpha == 0 })
    }

    @Test func theLayoutDoesNotMove() {
        let size = CGSize(width: 100, height: 100)
        func frames(_ node: Node) -> [CGRect] {
            Layout.layout(
                Column {
                    Words("a")
                    node
                    Words("b")
                }.node, in: size, environment: WidgetEnvironment(),
                textEngine: canvas.engine
            ).allNodes.filter { $0.kind == .words || $0.kind == .rect }.map(\.frame)
        }
        #expect(frames(bar.rotation(.degrees(30))) == frames(bar))
        #expect(frames(bar.scale(x: 3, y: 3)) == frames(bar))
    }

    @Test func aMovedDisplayListKeepsItsPivot() throws {
        // Contact sheets move whole display lists: the turned bar must move with them.
        let list = canvas.displayList(bar.rotation(.degrees(90)), size: CGSize(width: 100, height: 100), scale: 1)
        let moved = DisplayList(
            size: CGSize(width: 200, height: 100), items: list.items.map { $0.translated(dx: 100, dy: 0) })
        let bitmap = try canvas.renderer.bitmap(moved, scale: 1)
        #expect(bitmap.pixel(x: 150, y: 25) == red && bitmap.pixel(x: 150, y: 75) == red)
        #expect(bitmap.pixel(x: 125, y: 50).alpha == 0)
    }
}

/// `mask` shows its content only where the mask covers it, by the mask's alpha.
@Suite struct MaskDrawingTests {
    let canvas = DrawingCanvas()

    @Test func aDiscMaskRoundsASquare() throws {
        let square = Rect().fill(.hex(0xFF0000)).frame(width: 60, height: 60).mask(Disc().fill(.hex(0x000000)))
        let bitmap = try canvas.bitmap(square, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(bitmap.pixel(x: 50, y: 50) == .opaque(255, 0, 0))
        // The square's corner (21, 21) is outside the 30 pt circle: nothing.
        #expect(bitmap.pixel(x: 22, y: 22).alpha == 0)
        #expect(bitmap.pixel(x: 50, y: 22).alpha == 255)
    }

    @Test func theMasksAlphaNotItsColourDecides() throws {
        let bar = Rect().fill(.hex(0x0000FF)).frame(width: 80, height: 20)
            .mask(
                Rect().fill(
                    .linearGradient(
                        colors: [.rgb(1, 1, 1, opacity: 1), .rgb(1, 1, 1, opacity: 0)],
                        startPoint: .leading, endPoint: .trailing)))
        let bitmap = try canvas.bitmap(bar, size: CGSize(width: 100, height: 40), scale: 1)
        #expect(bitmap.pixel(x: 11, y: 20).alpha > 240)
        #expect(abs(Int(bitmap.pixel(x: 50, y: 20).alpha) - 128) <= 8)
        #expect(bitmap.pixel(x: 89, y: 20).alpha < 12)
        // The colour is the content's: the white of the mask does not show.
        #expect(bitmap.pixel(x: 11, y: 20).blue > 240 && bitmap.pixel(x: 11, y: 20).red < 10)
    }
}

/// `SizeReader` builds its content from the size it is given and lays it out from its top-leading corner.
@Suite struct SizeReaderDrawingTests {
    let canvas = DrawingCanvas()

    @Test func aBarTakesAFractionOfTheReadersWidth() throws {
        let bar = SizeReader { size in Rect().fill(.hex(0xFF0000)).frame(width: size.width * 0.4, height: 10) }
        let bitmap = try canvas.bitmap(bar, size: CGSize(width: 100, height: 40), scale: 1)
        // The reader takes the whole 100 × 40 canvas; the 40 × 10 bar starts at its top-leading corner.
        #expect(bitmap.pixel(x: 1, y: 1) == .opaque(255, 0, 0) && bitmap.pixel(x: 38, y: 8) == .opaque(255, 0, 0))
        #expect(bitmap.pixel(x: 42, y: 5).alpha == 0 && bitmap.pixel(x: 5, y: 12).alpha == 0)
    }

    @Test func theContentsFramesSitInTheReader() {
        let tree = Column(spacing: 0) {
            Words("above").frame(height: 20)
            SizeReader { size in Fill(.blue).frame(width: size.width / 2, height: size.height / 2).named("half") }
        }
        let layout = Layout.layout(
            tree.node, in: CGSize(width: 100, height: 100), environment: WidgetEnvironment(),
            textEngine: canvas.engine)
        // The reader gets the 80 pt left under the 20 pt text; its content is half of it, from its corner.
        #expect(layout.allNodes.first { $0.name == "half" }?.frame == CGRect(x: 0, y: 20, width: 50, height: 40))
        #expect(
            layout.allNodes.contains {
                $0.kind == .sizeReader && $0.frame == CGRect(x: 0, y: 20, width: 100, height: 80)
            })
    }
}

/// A custom shape's outline is asked for with its frame's size and drawn from the frame's corner.
@Suite struct CustomShapeDrawingTests {
    let canvas = DrawingCanvas()

    @Test func aTriangleFillsHalfItsFrame() throws {
        let triangle = CustomShape { size in
            Path([
                .move(CGPoint(x: 0, y: size.height)), .line(CGPoint(x: size.width, y: size.height)),
                .line(CGPoint(x: size.width, y: 0)), .close,
            ])
        }
        let node = Node.modified(
            .shape(.custom(triangle), .hex(0xFF0000)), .frame(width: 60, height: 60, alignment: .center))
        let bitmap = try canvas.bitmap(node, size: CGSize(width: 100, height: 100), scale: 1)
        // The frame is 20…80; below the diagonal from (20, 80) to (80, 20) is red, above is clear.
        #expect(bitmap.pixel(x: 70, y: 70) == .opaque(255, 0, 0))
        #expect(bitmap.pixel(x: 30, y: 30).alpha == 0)
    }
}
