import Foundation
import Vignette
@testable import VignetteCairo

/// Picture files made at test time: a PNG drawn with Cairo and an SVG written out, in a
/// temporary folder, so the tests need no binary fixtures.
enum FidelityFixtures {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-fidelity-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// A 60×40-pixel PNG: left half pure red, right half pure blue; named @2x, so 30×20 pt.
    static let png: String = {
        let list = DisplayList(
            size: CGSize(width: 60, height: 40),
            items: [
                .fill(Path(.rect, in: CGRect(x: 0, y: 0, width: 30, height: 40)), .color(RGBA(hex: 0xFF0000))),
                .fill(Path(.rect, in: CGRect(x: 30, y: 0, width: 30, height: 40)), .color(RGBA(hex: 0x0000FF))),
            ])
        let path = folder.appendingPathComponent("halves@2x.png").path
        let data = try! CairoRenderer().png(list, scale: 1)
        try! data.write(to: URL(fileURLWithPath: path))
        return path
    }()

    /// A 40×40 SVG: a green disc on a transparent square.
    static let svg: String = {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
              <circle cx="20" cy="20" r="18" fill="#00C000"/>
            </svg>
            """
        let path = folder.appendingPathComponent("disc.svg").path
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()
}
