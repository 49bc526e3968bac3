import Foundation
import Testing

@testable import Vignette

/// What the core reads from a JPEG's markers without decoding it: size, EXIF orientation (either
/// byte order), scale from the name, and the reasons a file is not whole.
@Suite struct JPEGHeaderTests {
    /// A segment: marker, big-endian length (itself included), payload.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// A frame header (SOF0) of `width`×`height`, one component.
    static func frame(width: Int, height: Int) -> [UInt8] {
        segment(
            0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
    }

    /// APP1 `Exif` with IFD0 holding only the orientation, little-endian (`II`) or big-endian (`MM`).
    static func exif(orientation: UInt8, little: Bool) -> [UInt8] {
        let tiff: [UInt8] =
            little
            ? [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
            : [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
        return segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
    }

    static let scan = segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0xFF, 0x00, 0x34]
    static let end: [UInt8] = [0xFF, 0xD9]

    func info(_ bytes: [UInt8], name: String = "p.jpg") throws -> PictureInfo {
        try PictureInfo(data: Data(bytes), name: name)
    }

    func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try info(bytes)
            return nil
        } catch VignetteError.unreadableResource(_, _, _, _, let reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }

    @Test func sizeAndOrientationComeFromTheMarkers() throws {
        let plain = try info([0xFF, 0xD8] + Self.frame(width: 40, height: 30) + Self.scan + Self.end)
        #expect(plain.format == .jpeg && plain.orientation == .up && plain.size == CGSize(width: 40, height: 30))
        // Orientation 8 (`.left`) stands the picture up: 30×40; `@2x` halves it.
        for little in [true, false] {
            let turned = try info(
                [0xFF, 0xD8] + Self.exif(orientation: 8, little: little) + Self.frame(width: 40, height: 30) + Self.scan
                    + Self.end, name: "p@2x.jpg")
            #expect(turned.orientation == .left && turned.size == CGSize(width: 15, height: 20))
        }
        // An out-of-range value is upright, as it is for ImageIO's eight values.
        let odd = try info(
            [0xFF, 0xD8] + Self.exif(orientation: 9, little: true) + Self.frame(width: 40, height: 30) + Self.scan
                + Self.end)
        #expect(odd.orientation == .up)
    }

    @Test func anAssetCataloguesScaleOutranksTheName() throws {
        let bytes = Data([0xFF, 0xD8] + Self.frame(width: 40, height: 30) + Self.scan + Self.end)
        let resolver = ResourceResolver.inMemory(["photo.jpg": bytes])
        let listed = try resolver.resolve(PictureSpec(path: "photo.jpg", isResizable: false, scale: 2))
        #expect(listed.info.size == CGSize(width: 20, height: 15))
        #expect(try resolver.resolve(PictureSpec(path: "photo.jpg")).info.size == CGSize(width: 40, height: 30))
    }

    @Test func formatsVignetteDoesNotDrawAreNamed() {
        let heic: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0]
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0]
        let webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        for (bytes, format) in [(heic, "HEIC"), (gif, "GIF"), (webp, "WebP")] {
            #expect(
                reason(bytes)
                    == "a \(format) image; Vignette draws PNG, JPEG, SVG and PDF files only: save it as PNG or JPEG")
        }
        #expect(reason(Array("hello, world".utf8)) == "not a PNG, JPEG, SVG or PDF image with a size")
    }

    @Test func aFileThatIsNotWholeSaysWhatIsWrong() {
        let head: [UInt8] = [0xFF, 0xD8] + Self.frame(width: 40, height: 30)
        #expect(
            reason(head + Self.scan)
                == "a JPEG, truncated: its image data stops at byte 29 without the end-of-image marker (0xFFD9)")
        #expect(
            reason(Array(head.prefix(10)))
                == "a JPEG, truncated: the segment at byte 2 (marker 0xFFC0) claims 11 bytes, 6 remain")
        #expect(
            reason([0xFF, 0xD8] + Self.scan + Self.end)
                == "a JPEG, corrupt: its first scan comes before any frame header (SOF), so it has no size")
        #expect(
            reason([0xFF, 0xD8] + Self.frame(width: 0, height: 30) + Self.scan + Self.end)
                == "a JPEG, corrupt: its frame header says 0×30 pixels")
        #expect(reason(head + [0x12, 0x34]) == "a JPEG, corrupt: byte 15 is 0x12 where a marker (0xFF…) should start")
        #expect(reason([0xFF, 0xD8, 0xFF]) == "a JPEG, truncated: it ends at byte 3 before any image data")
    }
}
