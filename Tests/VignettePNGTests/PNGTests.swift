import Foundation
import Testing
import Vignette
@testable import VignettePNG

/// PNG reading and writing added for snapshots: lossless round trips, text chunks, and
/// errors (not crashes) for damaged files.
@Suite struct PNGTests {
    /// Opaque and translucent pixels, as a painted surface holds them (premultiplied and back).
    static func rendered() throws -> Bitmap {
        PNGDeflateTests.premultiplied(PNGDeflateTests.image("translucent gradient")).straight
    }

    @Test func writingAndReadingGivesTheSamePixels() throws {
        let bitmap = try Self.rendered()
        #expect(bitmap.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 })
        let decoded = try PNGReader.bitmap(from: try PNGWriter.png(bitmap), source: "memory")
        #expect(decoded == bitmap)
    }

    @Test func textChunksAreWrittenAfterTheHeaderAndReadBack() throws {
        let bitmap = Bitmap(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 0, 0])
        let png = try PNGWriter.png(bitmap, text: [("vignette:pixels-xxh64", bitmap.pixelChecksum), ("Note", "ok")])
        #expect(PNGChunks.text(in: png) == ["vignette:pixels-xxh64": bitmap.pixelChecksum, "Note": "ok"])
        #expect(String(decoding: png[37..<41], as: UTF8.self) == "tEXt")  // right after IHDR (8 + 25 + length)
        #expect(try PNGReader.bitmap(from: png, source: "memory") == bitmap)
    }

    @Test func chunkChecksumIsPNGsCRC32() throws {
        // The spec fixes IEND's CRC (its data is empty): AE 42 60 82.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        let png = try PNGWriter.png(Bitmap(width: 1, height: 1, bytes: [1, 2, 3, 255]), text: [("Key", "value")])
        let body = Array(png[37..<(37 + 4 + 9)])  // "tEXt" + "Key\0value"
        #expect(body == Array("tEXtKey".utf8) + [0] + Array("value".utf8))
        let stored = png[(37 + 13)..<(37 + 17)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(stored == CRC32.checksum(body))
    }

    @Test func damagedFilesAreErrorsNamingTheFile() throws {
        let png = try PNGWriter.png(try Self.rendered())
        var damaged = png
        for index in stride(from: png.count / 2, to: png.count / 2 + 64, by: 1) { damaged[index] ^= 0x5A }
        #expect(throws: VignetteError.self) { try PNGReader.bitmap(from: damaged, source: "Snapshots/x.png") }
        do {
            _ = try PNGReader.bitmap(from: png.prefix(png.count / 2), source: "Snapshots/half.png")
            Issue.record("a truncated PNG decoded")
        } catch let error as VignetteError {
            // The chunk walk (PNGStructure.swift) finds the cut before decoding.
            #expect(error.message.hasPrefix("Snapshots/half.png: byte "))
            #expect(error.message.contains("claims") || error.message.contains("cut off"), "\(error.message)")
        }
        #expect(
            throws: VignetteError.invalidFile(
                path: "notes.txt", location: "byte 0", reason: "not a PNG file (no PNG signature)")
        ) {
            try PNGReader.bitmap(from: Data("hello".utf8), source: "notes.txt")
        }
        #expect(throws: VignetteError.unreadableFile(path: "/nonexistent/ref.png", reason: "No such file or directory"))
        {
            try PNGReader.bitmap(contentsOf: URL(fileURLWithPath: "/nonexistent/ref.png"))
        }
    }
}
