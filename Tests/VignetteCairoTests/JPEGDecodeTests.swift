import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// libjpeg-turbo's pixels as Cairo draws them, one pixel a point at 1x: baseline 4:2:0, progressive,
/// greyscale and Adobe CMYK files (made with PIL, `JPEGFixtures/`), against PIL's own decoding.
@Suite struct JPEGDecodeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "JPEGFixtures")
    let renderer = try! CairoRenderer(fonts: .standard())
    /// Where the pixels are read: corners, the middle, and points off the 2×2 chroma grid.
    static let points = [(0, 0), (5, 3), (11, 7), (17, 12), (23, 15), (12, 0), (2, 14)]

    /// The 24×16 fixture `name` drawn at its natural size at 1x; the pixels at `points`.
    func pixels(_ name: String) throws -> [[Int]] {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let picture = try ResolvedPicture(bytes: bytes, name: name)
        #expect(picture.info.format == .jpeg && picture.info.size == CGSize(width: 24, height: 16))
        let item = ImageItem(path: name, frame: CGRect(x: 0, y: 0, width: 24, height: 16), picture: picture)
        let bitmap = try renderer.bitmap(
            DisplayList(size: CGSize(width: 24, height: 16), items: [.image(item)]), scale: 1)
        return Self.points.map { x, y in
            let pixel = bitmap.pixel(x: x, y: y)
            return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
        }
    }

    /// Each channel within `tolerance` of PIL's (none by default), and opaque.
    func matches(_ found: [[Int]], _ expected: [(Int, Int, Int)], tolerance: Int = 0) -> Bool {
        zip(found, expected).allSatisfy { pixel, want in
            abs(pixel[0] - want.0) <= tolerance && abs(pixel[1] - want.1) <= tolerance
                && abs(pixel[2] - want.2) <= tolerance && pixel[3] == 255
        }
    }

    /// PIL 11 with libjpeg-turbo 3.2 (`Image.getpixel`): the same integer transform and smooth
    /// upsampling, so the pixels agree exactly.
    static let colour = [
        (7, 0, 0), (52, 51, 111), (114, 109, 132), (187, 201, 113), (255, 255, 112), (122, 0, 23), (34, 249, 132),
    ]

    @Test func baselineAndProgressiveGiveTheSamePixelsAsPIL() throws {
        let baseline = try pixels("gradient-420.jpg")
        #expect(matches(baseline, Self.colour), "\(baseline)")
        #expect(try pixels("gradient-progressive.jpg") == baseline)
    }

    @Test func greyscaleIsGreyAndCMYKHasItsBlackMultipliedOut() throws {
        let grey = try pixels("gradient-gray.jpg")
        #expect(
            matches(grey, [58, 113, 187, 241, 39, 171].reduce(into: [(1, 1, 1)]) { $0.append(($1, $1, $1)) }), "\(grey)"
        )
        // PIL's ink values, white minus each ink times white minus black (Adobe files store them inverted).
        let cmyk = try pixels("gradient-cmyk.jpg")
        let expected = [
            (255, 255, 195), (180, 184, 176), (105, 107, 153), (45, 34, 131), (0, 0, 107), (93, 195, 149),
            (224, 16, 187),
        ]
        #expect(matches(cmyk, expected), "\(cmyk)")
    }

    @Test func theSameFileGivesTheSameBytesEveryTime() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("gradient-420.jpg"))
        let item = ImageItem(
            path: "g.jpg", frame: CGRect(x: 0.5, y: 1, width: 40, height: 30),
            picture: try ResolvedPicture(bytes: bytes, name: "g.jpg"))
        let list = DisplayList(size: CGSize(width: 48, height: 32), items: [.image(item)])
        let first = try renderer.png(list, scale: 3)
        #expect(try CairoRenderer(fonts: .standard()).png(list, scale: 3) == first)
        #expect(try renderer.png(list, scale: 3) == first)
    }
}
