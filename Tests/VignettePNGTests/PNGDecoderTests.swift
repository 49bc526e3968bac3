import Foundation
import Testing
import Vignette
@testable import VignettePNG

/// `PNGReader` on every colour type, bit depth, `tRNS` use and Adam7 interlacing, rows
/// filtered with all five filters: `Fixtures/make-fixtures.py` wrote each image and the
/// straight RGBA Cairo's reader gives for it (VignetteCairoTests checks Cairo agrees).
@Suite struct PNGDecoderTests {
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func everyKindOfPNGIsThere() {
        #expect(Self.names.count == 28, "\(Self.names)")
    }

    @Test(arguments: names)
    func decodesToWhatCairoGave(_ name: String) throws {
        let bitmap = try PNGReader.bitmap(contentsOf: Self.fixtures.appendingPathComponent("\(name).png"))
        let expected = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).rgba")))
        #expect(bitmap.width == 13 && bitmap.height == 11)
        let wrong = (0..<bitmap.width * bitmap.height).filter {
            bitmap.bytes[4 * $0..<4 * $0 + 4] != expected[4 * $0..<4 * $0 + 4]
        }
        #expect(
            wrong.isEmpty,
            "\(wrong.count) pixels differ, the first at \(wrong.first.map { ($0 % 13, $0 / 13) }.debugDescription)")
    }

    /// A tRNS colour is transparent (zero), and translucent palette entries come back as
    /// Cairo's premultiplied storage leaves them (alpha 1 keeps no colour).
    @Test func transparencyBecomesAlpha() throws {
        let grey = try PNGReader.bitmap(contentsOf: Self.fixtures.appendingPathComponent("grey8-trns.png"))
        #expect(grey.pixel(x: 4, y: 3) == .clear && grey.pixel(x: 0, y: 0) == .clear)
        #expect(PNGDecoder.throughCairo(200, 100, 3, 1) == (255, 0, 0, 1))
        #expect(PNGDecoder.throughCairo(200, 100, 3, 128) == (199, 100, 4, 128))  // 3 comes back as 4
        #expect(PNGDecoder.throughCairo(200, 100, 3, 0) == (0, 0, 0, 0))
    }

    /// Damaged headers and data are errors naming the file and what is wrong, never a crash.
    @Test func badHeadersAndDataAreNamed() throws {
        let good = try Data(contentsOf: Self.fixtures.appendingPathComponent("rgb8.png"))
        func edited(_ offset: Int, _ value: UInt8) -> Data {
            var data = good
            data[offset] = value
            let crc = CRC32.checksum(Array(data[12..<29]))  // IHDR's type and body
            data.replaceSubrange(
                29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
            return data
        }
        #expect(
            throws: VignetteError.invalidFile(
                path: "a.png", location: "IHDR",
                reason: "colour type 2 cannot have 4 bits a sample (only 8, 16)")
        ) {
            try PNGReader.bitmap(from: edited(24, 4), source: "a.png")
        }
        #expect(
            throws: VignetteError.invalidFile(
                path: "a.png", location: "IHDR",
                reason: "colour type 5 is not one of PNG's (0, 2, 3, 4, 6)")
        ) {
            try PNGReader.bitmap(from: edited(25, 5), source: "a.png")
        }
        #expect(
            throws: VignetteError.invalidFile(
                path: "a.png", location: "PLTE", reason: "a palette image has no PLTE chunk")
        ) {
            try PNGReader.bitmap(from: edited(25, 3), source: "a.png")
        }
        // 16 bits a sample doubles the data the header asks for.
        #expect(
            throws: VignetteError.invalidFile(
                path: "a.png", location: "IDAT",
                reason: "the image data ends after 440 of the 869 bytes a 13×11 image needs")
        ) {
            try PNGReader.bitmap(from: edited(24, 16), source: "a.png")
        }
        #expect(
            throws: VignetteError.invalidFile(
                path: "a.png", location: "IHDR",
                reason: "interlace method 2 is neither none (0) nor Adam7 (1)")
        ) {
            try PNGReader.bitmap(from: edited(28, 2), source: "a.png")
        }
    }
}
