import CoreGraphics
import Foundation
import SwiftUI
import Testing
import Vignette

/// A drawing helper taking the context by value, as psychonautwiki-journal's drawables do: a copy draws
/// into the same canvas.
private func drawDot(_ context: GraphicsContext, at point: CGPoint) {
    context.fill(Path(ellipseIn: CGRect(x: point.x - 5, y: point.y - 5, width: 10, height: 10)), with: .color(.blue))
}

/// `Canvas` and `GraphicsContext`: each drawing lowered to a core layer over the canvas
/// (Docs/SwiftUI/Canvas.md).
@Suite struct CanvasTests {
    @Test func fillsAndStrokesLandWhereThePathSays() throws {
        let probe = try CanvasProbe(
            Canvas { context, size in
                context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 20)), with: .color(.red))
                var line = Path()
                line.move(to: CGPoint(x: 60, y: 0))
                line.addLine(to: CGPoint(x: 60, y: size.height))
                context.stroke(line, with: .color(.black), lineWidth: 4)
                drawDot(context, at: CGPoint(x: 85, y: 45))
            })
        #expect(probe.pixel(25, 20, is: (255, 59, 48), tolerance: 40))  // iOS red
        #expect(probe.pixel(5, 5, is: (255, 255, 255)))
        #expect(probe.pixel(45, 20, is: (255, 255, 255)))
        #expect(probe.pixel(60, 30, is: (0, 0, 0)))
        #expect(probe.pixel(64, 30, is: (255, 255, 255)))
        #expect(probe.pixel(85, 45).blue > 200 && probe.pixel(85, 45).red < 100, "the dot a copy drew")
    }

    @Test func transformsOpacityAndClipApplyToWhatIsDrawnNext() throws {
        let probe = try CanvasProbe(
            Canvas { context, _ in
                var moved = context
                moved.translateBy(x: 50, y: 0)
                moved.scaleBy(x: 2, y: 2)
                moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))  // 50…70 × 0…20
                var faded = context
                faded.opacity = 0.5
                faded.fill(Path(CGRect(x: 0, y: 40, width: 20, height: 20)), with: .color(.black))
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 80, y: 30, width: 20, height: 30)))
                clipped.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 60)), with: .color(.black))
            })
        #expect(probe.pixel(68, 18, is: (0, 0, 0)))
        #expect(probe.pixel(72, 10, is: (255, 255, 255)))
        #expect(probe.pixel(10, 50, is: (128, 128, 128), tolerance: 2))
        #expect(probe.pixel(90, 45, is: (0, 0, 0)))
        #expect(probe.pixel(90, 25, is: (255, 255, 255)))
        #expect(probe.pixel(30, 10, is: (255, 255, 255)))
    }

    @Test func gradientShadingsAreGivenInCanvasPoints() throws {
        let probe = try CanvasProbe(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                        startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 80, y: 0)))
            })
        #expect(probe.pixel(10, 30, is: (255, 0, 0)))
        #expect(probe.pixel(90, 30, is: (0, 0, 255)))
        let middle = probe.pixel(50, 30)
        #expect(abs(Int(middle.red) - Int(middle.blue)) < 12, "\(middle)")
    }

    @Test func textIsPlacedByItsAnchorAndTurnsWithTheContext() throws {
        // Anchored at its top-leading corner at (50, 30): ink only right of and below the point.
        let probe = try CanvasProbe(
            Canvas { context, _ in
                context.draw(
                    Text("WWW").font(.system(size: 20, weight: .black)), at: CGPoint(x: 50, y: 30), anchor: .topLeading)
            })
        let inked = { (x: CGFloat, y: CGFloat) in Int(probe.pixel(x, y).red) < 128 }
        let right = (50..<100).contains { x in (30..<60).contains { y in inked(CGFloat(x), CGFloat(y)) } }
        let left = (0..<48).contains { x in (0..<60).contains { y in inked(CGFloat(x), CGFloat(y)) } }
        let above = (0..<100).contains { x in (0..<28).contains { y in inked(CGFloat(x), CGFloat(y)) } }
        #expect(right && !left && !above)
        // Turned a quarter about the origin, drawn at (30, −50): centred on (50, 30), running downwards.
        let turned = try CanvasProbe(
            Canvas { context, _ in
                context.rotate(by: .degrees(90))
                context.draw(Text("WWWW").font(.system(size: 10, weight: .black)), at: CGPoint(x: 30, y: -50))
            })
        let column = (10..<50).filter { y in Int(turned.pixel(50, CGFloat(y)).red) < 128 }
        let row = (20..<80).filter { x in Int(turned.pixel(CGFloat(x), 30).red) < 128 }
        #expect(column.count > row.count * 2, "vertical: \(column.count) dark down the column, \(row.count) across")
    }

    @Test func resolvedTextAndGesturesCompileAsSwiftUIs() throws {
        var measured = CGSize.zero
        let canvas = Canvas { context, size in
            measured = context.resolve(Text("12:30")).measure(in: size)
        }
        _ = Lowering.layout(Lowering.node(canvas.frame(width: 100, height: 60)))
        // Measured as the layout sets the same text: the width of its one line, body text's line height.
        let set = try #require(Lowering.frame(ofText: "12:30", in: Lowering.layout(Lowering.node(Text("12:30")))))
        #expect(abs(measured.width - set.width) < 0.5 && abs(measured.height - set.height) < 0.5)
        #expect(measured.width > 30 && measured.width < 60, "\(measured)")
        var narrow = CGSize.zero
        _ = Lowering.layout(
            Lowering.node(
                Canvas { context, _ in
                    narrow = context.resolve(Text("twelve thirty")).measure(in: CGSize(width: 50, height: 200))
                }))
        // Offered 50 pt, the two words wrap onto two lines.
        #expect(narrow.width <= 50 && narrow.height > set.height * 1.5, "\(narrow)")
        // A gesture never fires in a widget: the view lowers as without it.
        let dragged = Text("a").gesture(DragGesture(minimumDistance: 20).onChanged { _ in }.onEnded { _ in })
        #expect(Lowering.node(dragged) == Lowering.node(Text("a")))
        let translation: (DragGesture.Value) -> CGSize = { $0.translation }
        _ = translation
    }

    @Test func affineTransformsComposeAsCoreGraphics() {
        // rotated(by:) turns first, then applies the translation.
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9)
        let s = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 3, y: 4))
        #expect(CGPoint(x: 3, y: 4).applying(s.inverted()) == CGPoint(x: 1, y: 1))
    }

    @Test func canvasReference() throws {
        let widget = WidgetDefinition(id: "canvas", displayName: "Canvas", families: [.systemMedium]) { _ in
            Lowering.node(
                Canvas { context, size in
                    var curve = Path()
                    curve.move(to: CGPoint(x: 0, y: size.height))
                    curve.addCurve(
                        to: CGPoint(x: size.width, y: size.height), control1: CGPoint(x: size.width * 0.3, y: -20),
                        control2: CGPoint(x: size.width * 0.5, y: size.height))
                    context.fill(
                        curve,
                        with: .linearGradient(
                            Gradient(colors: [.orange.opacity(0.6), .purple.opacity(0.2)]), startPoint: .zero,
                            endPoint: CGPoint(x: 0, y: size.height)))
                    context.stroke(curve, with: .color(.orange), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    drawDot(context, at: CGPoint(x: 12, y: size.height - 6))
                    context.draw(Text("now").font(.caption), at: CGPoint(x: size.width * 0.3, y: 12))
                    var turned = context
                    turned.translateBy(x: size.width - 10, y: size.height / 2)
                    turned.rotate(by: .degrees(-90))
                    turned.draw(Text("turned").font(.caption2), at: .zero)
                    var clipped = context
                    clipped.opacity = 0.5
                    clipped.clip(to: Path(ellipseIn: CGRect(x: size.width / 2 - 20, y: 20, width: 40, height: 40)))
                    clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                })
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "canvas")
    }
}
