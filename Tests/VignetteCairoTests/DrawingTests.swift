import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Pixels of gradients, strokes, trims and shadows, checked where their geometry puts them.
@Suite struct DrawingTests {
    let canvas = DrawingCanvas()
    let red = Bitmap.Pixel.opaque(255, 0, 0), blue = Bitmap.Pixel.opaque(0, 0, 255)

    @Test func linearGradientEndsAtItsStartAndEndColours() throws {
        let bar = Rect().fill(
            .linearGradient(colors: [.hex(0xFF0000), .hex(0x0000FF)], startPoint: .leading, endPoint: .trailing))
        let bitmap = try canvas.bitmap(bar.node, size: CGSize(width: 100, height: 20), scale: 2)
        #expect(bitmap.pixel(x: 0, y: 20).isClose(to: red, tolerance: 3))
        #expect(bitmap.pixel(x: 199, y: 20).isClose(to: blue, tolerance: 3))
        // Halfway: an even mix.
        #expect(bitmap.pixel(x: 100, y: 20).isClose(to: .opaque(127, 0, 128), tolerance: 4))
        // Constant across the gradient's line.
        #expect(bitmap.pixel(x: 50, y: 0) == bitmap.pixel(x: 50, y: 39))
    }

    @Test func radialGradientPadsInsideAndOutside() throws {
        let disc = Rect().fill(
            .radialGradient(colors: [.hex(0xFF0000), .hex(0x0000FF)], startRadius: 10, endRadius: 40))
        let bitmap = try canvas.bitmap(disc.node, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(bitmap.pixel(x: 52, y: 50).isClose(to: red, tolerance: 2))
        #expect(bitmap.pixel(x: 50, y: 95).isClose(to: blue, tolerance: 2))
        #expect(bitmap.pixel(x: 75, y: 50).isClose(to: .opaque(127, 0, 128), tolerance: 6))
    }

    /// Zero is 3 o'clock and angles grow clockwise: half a turn is 9 o'clock.
    @Test func angularGradientColoursAtZeroAndHalfATurn() throws {
        let square = Rect().fill(.angularGradient(colors: [.hex(0xFF0000), .hex(0x0000FF), .hex(0xFF0000)]))
        let bitmap = try canvas.bitmap(square.node, size: CGSize(width: 100, height: 100), scale: 2)
        #expect(bitmap.pixel(x: 190, y: 101).isClose(to: red, tolerance: 8))  // just below 0°
        #expect(bitmap.pixel(x: 10, y: 100).isClose(to: blue, tolerance: 8))  // 180°
        #expect(bitmap.pixel(x: 100, y: 190).isClose(to: .opaque(127, 0, 128), tolerance: 8))  // 90°: halfway
        #expect(bitmap.pixel(x: 100, y: 10).isClose(to: .opaque(127, 0, 128), tolerance: 8))  // 270°
    }

    /// A stroke is centred on the outline: a 4 pt line is 4·scale pixels wide.
    @Test(arguments: [2, 3])
    func strokeWidthInPixels(scale: Int) throws {
        let frame = Rect().stroke(.hex(0x000000), lineWidth: 4).frame(width: 40, height: 40)
        let bitmap = try canvas.bitmap(frame, size: CGSize(width: 60, height: 60), scale: CGFloat(scale))
        let row = 30 * scale
        let dark = (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: row).alpha > 127 }
        // Left edge 10 pt and right edge 50 pt, each ±2 pt.
        #expect(dark == Array(8 * scale..<12 * scale) + Array(48 * scale..<52 * scale))
    }

    @Test func dashesLeaveGaps() throws {
        let line = Path([.move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 100, y: 5))])
        let list = DisplayList(
            size: CGSize(width: 100, height: 10),
            items: [
                .stroke(line, StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 0), .black)
            ])
        let bitmap = try canvas.renderer.bitmap(list, scale: 1)
        let drawn = (0..<100).map { bitmap.pixel(x: $0, y: 5).alpha > 127 }
        // On 0–10, off 10–15, on 15–25, …
        for x in 0..<100 { #expect(drawn[x] == (x % 15 < 10), "x = \(x)") }
    }

    /// `trim(from: 0, to: 0.25)` of a circle is its lower-right quarter (3 to 6 o'clock);
    /// rotated back a quarter turn it is the upper-right one (12 to 3).
    @Test func trimCoversAQuarter() throws {
        func covered(_ shape: AnyShape) throws -> [Bool] {
            // A ring of radius 50 around (60, 60), 8 pt wide, probed at 45°, 135°, 225° and 315°.
            let bitmap = try canvas.bitmap(
                shape.stroke(.hex(0x000000), lineWidth: 8).frame(width: 100, height: 100),
                size: CGSize(width: 120, height: 120), scale: 1)
            return [45.0, 135, 225, 315].map { degrees in
                let a = degrees * .pi / 180
                return bitmap.pixel(x: Int(60 + 50 * cos(a)), y: Int(60 + 50 * sin(a))).alpha > 127
            }
        }
        #expect(try covered(Disc().trim(from: 0, to: 0.25)) == [true, false, false, false])
        #expect(try covered(Disc().trim(from: 0, to: 0.25).rotation(.degrees(-90))) == [false, false, false, true])
        #expect(try covered(Disc().trim(from: 0.25, to: 0.75)) == [false, true, true, false])
    }

    @Test func shadowFallsOnTheOffsetSide() throws {
        let card = Rect().fill(.hex(0xFFFFFF)).frame(width: 40, height: 40).shadow(
            color: .hex(0x000000), radius: 2, x: 8)
        let bitmap = try canvas.bitmap(card, size: CGSize(width: 100, height: 100), scale: 2)
        // The square spans 30–70 pt; its shadow reaches 78 pt on the right and nothing on the left.
        #expect(bitmap.pixel(x: 2 * 74, y: 100).alpha > 200)
        #expect(bitmap.pixel(x: 2 * 74, y: 100).red < 10)
        #expect(bitmap.pixel(x: 2 * 26, y: 100).alpha == 0)
        #expect(bitmap.pixel(x: 2 * 50, y: 100) == .opaque(255, 255, 255))
        // Blurred: it fades out past its edge instead of stopping.
        let fading = (2 * 76..<2 * 84).map { Int(bitmap.pixel(x: $0, y: 100).alpha) }
        #expect(fading == fading.sorted(by: >) && fading.first! > fading.last!)
    }

    @Test func gradientTextTakesTheGradientAcrossItsFrame() throws {
        let words = Words("IIIIIIII").font(.system(size: 40, weight: .black))
            .foregroundStyle(
                .linearGradient(colors: [.hex(0xFF0000), .hex(0x0000FF)], startPoint: .leading, endPoint: .trailing))
        let bitmap = try canvas.bitmap(words, size: CGSize(width: 200, height: 60), scale: 1)
        let inked = (0..<bitmap.width).compactMap { x -> Bitmap.Pixel? in
            let p = bitmap.pixel(x: x, y: 30)
            return p.alpha == 255 ? p : nil
        }
        #expect(inked.count > 20)
        #expect(inked.first!.red > inked.first!.blue && inked.last!.blue > inked.last!.red)
    }

    /// The fill's centre line covers the fraction of the track's (from h/2 to W − h/2), so
    /// half of a 200 × 10 bar reaches 10 + 0.5 × 190 = 105 pt.
    @Test func progressBarFillsItsFraction() throws {
        let bar = ProgressBar(value: 0.5, height: 10, tint: .hex(0x000000), track: .clear)
        let bitmap = try canvas.bitmap(bar.node, size: CGSize(width: 200, height: 10), scale: 1)
        let filled = (0..<200).filter { bitmap.pixel(x: $0, y: 5).alpha > 127 }
        #expect(filled.first == 0)
        #expect(filled.last == 104)
    }
}
