import CZlib
import Foundation
import Testing
import Vignette
@testable import VignettePNG

/// `PNGDeflate`, the encoder's own deflate: every image comes back pixel for pixel through
/// zlib's inflate (which checks the Adler-32) and our `PNGReader` (VignetteCairoTests adds
/// Cairo's reader); the same pixels give the same bytes; flat colour compresses to almost nothing.
@Suite struct PNGDeflateTests {
    /// Each shape of image through both layouts (straight RGBA and premultiplied ARGB words) and both decoders.
    @Test(arguments: [
        "1×1", "1×40", "40×1", "3000×4", "transparent", "one colour", "noise", "horizontal gradient",
        "vertical gradient", "translucent gradient", "stripes", "noise, every other row repeated",
        "wider than the window",
    ])
    func roundTrips(_ name: String) throws {
        let bitmap = Self.image(name)
        let png = try PNGEncoder.png(bitmap: bitmap)
        try Self.expectDecodes(png, to: bitmap, name)
        // Through premultiplied words, as Cairo stores them: the straight pixels they hold are expected.
        let (words, expected) = Self.premultiplied(bitmap)
        let fromWords = try words.withUnsafeBytes {
            try PNGEncoder.png(
                PixelRows(
                    width: bitmap.width, height: bitmap.height, stride: bitmap.width * 4,
                    layout: .premultipliedARGB, base: $0.baseAddress!))
        }
        try Self.expectDecodes(fromWords, to: expected, "\(name) (premultiplied)")
        #expect(try PNGEncoder.png(bitmap: expected) == fromWords, "\(name): straight and premultiplied paths differ")
    }

    @Test func aStoredReferenceRoundTrips() throws {
        // A stored reference: a real widget, independent of today's layout code.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Snapshots/ExampleSnapshotTests/everyFamilyAndAppearance/course-schedule_systemSmall_iphone-16-pro-max_ios26_light@3x.png"
        )
        let reference = try PNGReader.bitmap(contentsOf: url)
        let encoded = try PNGEncoder.png(bitmap: reference)
        try Self.expectDecodes(encoded, to: reference, "reference")
        // Within a third of zlib level 1 on the same rows, which finds repeats anywhere.
        let zlibSize = Self.zlibLevel1Size(Self.rawRows(reference))
        #expect(
            Double(Self.idat(encoded).count) < 1.33 * Double(zlibSize),
            "\(Self.idat(encoded).count) vs zlib \(zlibSize)")
    }

    /// Opaque RGB24 rows become colour type 2; their undefined top byte is ignored; rows
    /// may be padded (a stride wider than the pixels).
    @Test(arguments: ["one colour", "noise", "horizontal gradient", "vertical gradient", "stripes"])
    func opaqueRowsAreRGB(_ name: String) throws {
        let bitmap = Self.image(name, opaque: true)
        let stride = bitmap.width + 3  // in words
        var random = SeededGenerator(seed: 7)
        var words = [UInt32](repeating: 0xDEAD_BEEF, count: stride * bitmap.height)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                let junk = UInt32(random.next() & 0xFF) << 24  // RGB24 leaves the top byte undefined
                words[y * stride + x] = junk | UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
            }
        }
        let encode = {
            try words.withUnsafeBytes {
                try PNGEncoder.png(
                    PixelRows(
                        width: bitmap.width, height: bitmap.height, stride: stride * 4, layout: .rgb24,
                        base: $0.baseAddress!))
            }
        }
        let png = try encode()
        #expect(png[png.startIndex + 25] == 2, "colour type")
        try Self.expectDecodes(png, to: bitmap, "\(name) RGB", channels: 3)
        #expect(try encode() == png)
    }

    @Test func samePixelsGiveTheSameBytes() throws {
        for name in ["noise", "stripes", "translucent gradient"] {
            let first = try PNGEncoder.png(bitmap: Self.image(name))
            #expect(try PNGEncoder.png(bitmap: Self.image(name)) == first, "\(name)")
        }
    }

    /// The IDAT data is one zlib stream: header, deflate to its end, Adler-32 of the rows.
    @Test func theStreamIsValidZlib() throws {
        for name in ["noise", "one colour", "stripes", "3000×4", "noise, every other row repeated"] {
            let bitmap = Self.image(name)
            let stream = Self.idat(try PNGEncoder.png(bitmap: bitmap))
            #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 && stream[0] & 0x0F == 8, "\(name): zlib header")
            let (status, inflated, consumed) = Self.inflate(stream, capacity: bitmap.bytes.count + bitmap.height + 64)
            #expect(status == Z_STREAM_END, "\(name): inflate status \(status)")
            #expect(consumed == stream.count, "\(name): bytes after the stream")
            let raw = Self.rawRows(bitmap)
            #expect(inflated == raw, "\(name): inflated rows")
            let adler = raw.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
            #expect(
                stream.suffix(4).elementsEqual([
                    UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
                ]))
        }
    }

    /// A broken matcher (literals everywhere) would give about 100 KB here.
    @Test func flatColourIsSmall() throws {
        let flat = try PNGEncoder.png(bitmap: Self.image("one colour"))
        #expect(flat.count < 5_000, "\(flat.count) bytes")
        let clear = try PNGEncoder.png(bitmap: Self.image("transparent"))
        #expect(clear.count < 5_000, "\(clear.count) bytes")
        // 3000 columns of new pixels, the same down 4 rows: each repeated row is 47 matches of
        // 258 bytes (about 16 bits each, 12 of them the distance's), not 12 KB of literals.
        let wide = Self.image("3000×4"),
            firstRow = Bitmap(width: 3000, height: 1, bytes: Array(wide.bytes.prefix(12_000)))
        let (all, first) = (try PNGEncoder.png(bitmap: wide).count, try PNGEncoder.png(bitmap: firstRow).count)
        #expect(all < first + 400, "\(all) bytes for 4 rows, \(first) for 1")
    }

    @Test func huffmanLengthsAreLimitedAndComplete() {
        let code = HuffmanCode(count: 286)
        defer { code.deallocate() }
        var fibonacci: (UInt32, UInt32) = (1, 1)
        for symbol in 0..<286 {  // Fibonacci frequencies: unlimited lengths would reach 285 bits
            code.frequencies[symbol] = symbol < 40 ? fibonacci.0 : 0
            if symbol < 40 { fibonacci = (fibonacci.1, fibonacci.0 &+ fibonacci.1) }
        }
        for limit in [15, 7] {
            code.build(limit: limit)
            let lengths = (0..<40).map { Int(code.lengths[$0]) }
            #expect(lengths.allSatisfy { (1...limit).contains($0) }, "limit \(limit): \(lengths)")
            #expect(lengths.reduce(0.0) { $0 + pow(2, -Double($1)) } == 1, "Kraft sum, limit \(limit)")
            #expect(lengths.first! >= lengths.last!, "rarer symbols get longer codes")
        }
        for used in [0, 1] {  // no or one symbol still gives a complete two-code code
            code.clearFrequencies()
            if used == 1 { code.frequencies[7] = 5 }
            code.build(limit: 15)
            let lengths = (0..<286).map { Int(code.lengths[$0]) }
            #expect(lengths.filter { $0 == 1 }.count == 2 && lengths.reduce(0, +) == 2)
            if used == 1 { #expect(lengths[7] == 1) }
        }
    }

    @Test func adlerCombinesLikeZlib() {
        var random = SeededGenerator(seed: 3)
        let bytes = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        func adler(_ part: ArraySlice<UInt8>) -> UInt32 {
            part.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
        }
        for split in [0, 1, 4096, 65_521, 69_999, 70_000] {
            let combined = PNGDeflate.adlerCombine(adler(bytes[..<split]), adler(bytes[split...]), 70_000 - split)
            #expect(combined == adler(bytes[...]), "split at \(split)")
        }
    }
}
