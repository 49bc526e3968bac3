import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Inter and Inter Display are drawn at SF Pro's cap height, 1443/2048 em, their advances
/// unchanged (Docs/Fonts.md, "Drawn at SF Pro's cap height").
@Suite struct StandInCapHeightTests {
    let renderer: CairoRenderer

    init() throws {
        renderer = try CairoRenderer()
    }

    /// The rows holding ink at half coverage or more: the first and one past the last.
    func inkRows(_ bitmap: Bitmap) -> Range<Int>? {
        let rows = (0..<bitmap.height).filter { y in
            (0..<bitmap.width).contains { bitmap.pixel(x: $0, y: y).alpha >= 128 }
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first..<(last + 1)
    }

    /// "H" at `size` points drawn at `scale`: its ink's height in points and its bottom's
    /// distance from the baseline.
    func capHeight(size: CGFloat, scale: Double) throws -> (height: Double, bottom: Double) {
        let list = DisplayList(
            size: CGSize(width: size * 1.5, height: size * 1.5),
            items: [
                .text(
                    TextRun(text: "H", font: .system(size: size), origin: CGPoint(x: 4, y: size * 1.25), color: .black))
            ])
        let rows = try #require(inkRows(renderer.bitmap(list, scale: scale)))
        return (Double(rows.count) / scale, Double(rows.upperBound) / scale - Double(size * 1.25))
    }

    @Test(arguments: [(CGFloat(17), 3.0), (17, 2), (34, 3), (60, 1)])
    func capitalsAreSFProsCapHeightTall(size: CGFloat, scale: Double) throws {
        // 17 pt is Inter (cap height 0.727 em unscaled), 34 and 60 pt Inter Display (0.719).
        let measured = try capHeight(size: size, scale: scale)
        let sfPro = Double(size) * 1443 / 2048
        #expect(abs(measured.height - sfPro) <= 1 / scale + 0.01)
        // Scaled about the baseline: the ink still sits on it.
        #expect(abs(measured.bottom) <= 1 / scale + 0.01)
    }

    @Test func theScalesBringEachCutsCapHeightToSFPros() {
        let scales = Dictionary(uniqueKeysWithValues: FontLibrary.capHeightScales.map { ($0.family, $0.scale) })
        #expect(abs(scales["Inter"]! * 2048 / 2816 - 1443.0 / 2048) < 1e-9)
        #expect(abs(scales["Inter Display"]! * 1472 / 2048 - 1443.0 / 2048) < 1e-9)
    }
}
