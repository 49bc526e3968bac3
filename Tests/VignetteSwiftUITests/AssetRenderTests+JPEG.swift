import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// JPEG pictures through a whole render: an image set's and `UIImage(contentsOfFile:)`'s pixels,
/// the EXIF orientation, and the errors a truncated or corrupt file gives.
///
/// The fixtures are 48×32 pixels in four blocks — red, green / blue, white — saved at quality 95
/// without chroma subsampling (PIL); `turned.jpg` is the same picture with EXIF orientation 6.
extension AssetRenderTests {
    static let photo = AssetFixtures.catalogue.appendingPathComponent("Photo.imageset/photo.jpg")
    static let turned = AssetFixtures.loose.appendingPathComponent("turned.jpg")

    /// The four blocks' colours as saved.
    static let blocks: [Character: (Int, Int, Int)] = [
        "R": (220, 30, 40), "G": (30, 200, 60), "B": (40, 60, 210), "W": (245, 245, 245),
    ]

    /// The colours 3 points in from each corner of the picture (top left, top right, bottom left,
    /// bottom right) as block letters, or "?" for a pixel more than 8 levels from every block (JPEG's error).
    func corners(_ prepared: PreparedWidget, name: String) throws -> String {
        let bitmap = try bitmap(prepared, name: name)
        guard let frame = pictureFrame(prepared) else { return "" }
        let scale = Double(prepared.pixelScale)
        let points = [
            (frame.minX + 3, frame.minY + 3), (frame.maxX - 3, frame.minY + 3),
            (frame.minX + 3, frame.maxY - 3), (frame.maxX - 3, frame.maxY - 3),
        ]
        return String(
            points.map { x, y -> Character in
                let pixel = bitmap.pixel(x: Int(x * scale), y: Int(y * scale))
                let found = Self.blocks.first { _, colour in
                    abs(Int(pixel.red) - colour.0) <= 8 && abs(Int(pixel.green) - colour.1) <= 8
                        && abs(Int(pixel.blue) - colour.2) <= 8 && pixel.alpha == 255
                }
                return found?.key ?? "?"
            })
    }

    @Test func aJPEGImageSetDrawsItsPixelsAtItsNaturalSize() throws {
        // Listed without a scale: one pixel a point.
        let natural = try prepare(spec()) { Image("Photo") }
        #expect(close(pictureFrame(natural)?.size, CGSize(width: 48, height: 32)))
        #expect(try corners(natural, name: "jpeg-photo") == "RGBW")
        let stretched = try prepare(spec()) { Image("Photo").resizable().frame(width: 96, height: 40) }
        #expect(try corners(stretched, name: "jpeg-photo-stretched") == "RGBW")
    }

    @Test func uiImageContentsOfFileDrawsAJPEGUprightByItsOrientation() throws {
        // Orientation 6 (`.right`): the stored 48×32 landscape is shown 32×48, turned a quarter clockwise.
        let path = Self.turned.path
        let turned = try prepare(spec()) { Image(uiImage: UIImage(contentsOfFile: path)!) }
        #expect(close(pictureFrame(turned)?.size, CGSize(width: 32, height: 48)))
        #expect(UIImage(contentsOfFile: path)?.size == CGSize(width: 32, height: 48))
        #expect(try corners(turned, name: "jpeg-turned") == "BRWG")
    }

    @Test func everyEXIFOrientationTurnsThePictureAsIOSDoes() throws {
        // The expected corners are PIL's `ImageOps.exif_transpose` of the same file for each value.
        let expected = ["RGBW", "GRWB", "WBGR", "BWRG", "RBGW", "BRWG", "WGBR", "GWRB"]
        var bytes = [UInt8](try Data(contentsOf: Self.turned))
        // IFD0's orientation entry: tag 0x0112, type SHORT, count 1, then the big-endian value.
        let entry = try #require(
            (0..<bytes.count - 10).first { bytes[$0..<$0 + 8].elementsEqual([0x01, 0x12, 0, 3, 0, 0, 0, 1]) })
        for (index, corners) in expected.enumerated() {
            bytes[entry + 9] = UInt8(index + 1)
            let image = try #require(UIImage(data: Data(bytes)))
            let prepared = try prepare(spec()) { Image(uiImage: image).resizable().frame(width: 60, height: 60) }
            #expect(
                try self.corners(prepared, name: "jpeg-orientation-\(index + 1)") == corners, "orientation \(index + 1)"
            )
        }
    }

    /// `photo.jpg` changed by `damage`, written to the temporary folder as `name`.
    func damagedPhoto(_ name: String, _ damage: (inout [UInt8]) -> Void) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: Self.photo))
        damage(&bytes)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-jpeg-tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    @Test func aTruncatedJPEGFailsTheRenderNamingTheFileAndTheProblem() throws {
        // 30 bytes short: inside the scan, which starts at byte 609 of 710.
        let path = try damagedPhoto("cut.jpg") { $0.removeLast(30) }
        let error = #expect(throws: VignetteError.self) {
            try prepare(spec()) { Image(uiImage: UIImage(contentsOfFile: path)!) }
        }
        let message = error?.message ?? ""
        #expect(
            message.hasPrefix(
                "cannot read picture '\(path)': a JPEG, truncated: its image data stops at byte 680 without the "
                    + "end-of-image marker (0xFFD9); named in Image(uiImage:) in VignetteSwiftUITests/"))
    }

    @Test func aCorruptJPEGFailsTheRenderInsteadOfDrawingPartOfIt() throws {
        // An end-of-image marker in the middle of the scan: whole on the outside, half its pixels missing.
        let path = try damagedPhoto("corrupt.jpg") { bytes in
            let scan = (0..<bytes.count - 1).last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }!
            let middle = (scan + bytes.count) / 2
            bytes[middle] = 0xFF
            bytes[middle + 1] = 0xD9
        }
        let prepared = try prepare(spec()) { Image(uiImage: UIImage(contentsOfFile: path)!) }
        let error = #expect(throws: VignetteError.self) {
            try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
        }
        #expect(
            error?.message
                == "cannot read picture '\(path)': a corrupt JPEG, not drawn (libjpeg-turbo: Corrupt JPEG data: "
                + "premature end of data segment)")
    }

    @Test func aHEICFromDataFailsTheRenderNamingItsFormat() throws {
        let heic = Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0, 0x6D, 0x69, 0x66, 0x31])
        let image = try #require(UIImage(data: heic))
        let error = #expect(throws: VignetteError.self) { try prepare(spec()) { Image(uiImage: image) } }
        #expect(
            error?.message.contains(
                ".heic': a HEIC image; Vignette draws PNG, JPEG, SVG and PDF files only: save it as PNG or JPEG; named in "
                    + "Image(uiImage:) in VignetteSwiftUITests/") == true)
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
    }
}
