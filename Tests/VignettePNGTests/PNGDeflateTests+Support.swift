import CZlib
import Foundation
import Testing
import Vignette
@testable import VignettePNG

/// Test images and the two decoders `PNGDeflateTests` checks the encoder against.
extension PNGDeflateTests {
    /// A named test image, straight RGBA; `opaque` sets every alpha to 255.
    static func image(_ name: String, opaque: Bool = false) -> Bitmap {
        var random = SeededGenerator(seed: 42)
        let (width, height, pixel): (Int, Int, (Int, Int) -> (Int, Int, Int, Int)) =
            switch name {
            case "1×1": (1, 1, { _, _ in (10, 20, 30, 128) })
            case "1×40": (1, 40, { _, y in (y / 3 * 19, 7, 200, 255 - y / 5) })
            case "40×1": (40, 1, { x, _ in (x / 4 * 25, 9, x, 255) })
            case "3000×4": (3000, 4, { x, _ in (x & 0xFF, x >> 4 & 0xFF, x / 700 * 60, 255) })
            case "transparent": (530, 530, { _, _ in (0, 0, 0, 0) })
            case "one colour": (530, 530, { _, _ in (0x34, 0xC7, 0x59, 255) })
            case "noise":
                (
                    300, 300,
                    { _, _ in
                        let r = random.next()
                        return (Int(r & 0xFF), Int(r >> 8 & 0xFF), Int(r >> 16 & 0xFF), Int(r >> 24 & 0xFF))
                    }
                )
            case "horizontal gradient": (256, 64, { x, _ in (x, 255 - x, 128, 255) })
            case "vertical gradient": (64, 256, { _, y in (y, 40, 255 - y, 255) })
            case "translucent gradient": (200, 100, { x, y in (y * 2, 100, 255 - y, min(x * 2, 255)) })
            case "stripes":
                (
                    97, 61,
                    { x, y in
                        // Runs left and above, broken by single odd pixels: every choice the matcher makes.
                        let noise = random.next()
                        if noise % 11 == 0 { return (Int(noise >> 8 & 0xFF), Int(noise >> 16 & 0xFF), 3, 255) }
                        let band = (x / 3 + y / 5) % 4
                        return (band * 60, 255 - band * 50, y % 7 == 0 ? 0 : 90, band == 3 ? 0 : 255)
                    }
                )
            case "noise, every other row repeated":
                (
                    300, 200,
                    { x, y in
                        // Each repeated row leaves a match from above open, and blocks end at row starts.
                        var seeded = SeededGenerator(seed: UInt64(y / 2 * 1000 + x))
                        let r = seeded.next()
                        return (Int(r & 0xFF), Int(r >> 8 & 0xFF), Int(r >> 16 & 0xFF), Int(r >> 24 & 0xFF))
                    }
                )
            // Rows of 33,200 bytes: the pixel above is out of deflate's reach; rows 2 and 3 are equal.
            case "wider than the window": (8300, 4, { x, y in (x / 10 & 0xFF, y == 1 ? 0 : x / 100 & 0xFF, 5, 255) })
            default: fatalError("no test image \(name)")
            }
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                bytes += [UInt8(r), UInt8(g), UInt8(b), opaque ? 255 : UInt8(a)]
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    /// zlib's inflate gives exactly `bitmap`'s rows; `PNGReader` gives the pixels Cairo kept
    /// of them (premultiplied and back), as its reader did.
    static func expectDecodes(
        _ png: Data, to bitmap: Bitmap, _ name: String, channels: Int = 4,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let stream = idat(png)
        let (status, inflated, _) = inflate(stream, capacity: bitmap.bytes.count + bitmap.height + 64)
        #expect(status == Z_STREAM_END, "\(name): inflate status \(status)", sourceLocation: sourceLocation)
        #expect(
            inflated == rawRows(bitmap, channels: channels), "\(name): inflated rows", sourceLocation: sourceLocation)
        let expected = premultiplied(bitmap).straight
        #expect(
            try PNGReader.bitmap(from: png, source: name) == expected, "\(name): PNGReader",
            sourceLocation: sourceLocation)
    }

    /// `bitmap` as Cairo stores it, premultiplied ARGB words (rounded c·a/255), and the
    /// straight pixels those words hold (c·255/a rounded, at most 255; zero for alpha 0).
    static func premultiplied(_ bitmap: Bitmap) -> (words: [UInt32], straight: Bitmap) {
        var words = [UInt32](), straight = [UInt8]()
        for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
            let a = UInt32(bitmap.bytes[i + 3])
            let channels = bitmap.bytes[i..<i + 3].map { (UInt32($0) * a + 127) / 255 }
            words.append(a << 24 | channels[0] << 16 | channels[1] << 8 | channels[2])
            straight += channels.map { a == 0 ? 0 : UInt8(min(255, ($0 * 255 + a / 2) / a)) } + [UInt8(a)]
        }
        return (words, Bitmap(width: bitmap.width, height: bitmap.height, bytes: straight))
    }

    /// The rows as the PNG stores them: a filter byte (None) before each.
    static func rawRows(_ bitmap: Bitmap, channels: Int = 4) -> [UInt8] {
        var raw = [UInt8]()
        for y in 0..<bitmap.height {
            raw.append(0)
            for x in 0..<bitmap.width {
                let i = (y * bitmap.width + x) * 4
                raw += bitmap.bytes[i..<i + channels]
            }
        }
        return raw
    }

    /// The IDAT chunks' data, joined.
    static func idat(_ png: Data) -> [UInt8] {
        let bytes = [UInt8](png)
        var offset = 8, stream = [UInt8]()
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
                stream += bytes[offset + 8..<offset + 8 + length]
            }
            offset += 12 + length
        }
        return stream
    }

    /// zlib's inflate over the whole stream: its status, output, and the input it used.
    static func inflate(_ stream: [UInt8], capacity: Int) -> (Int32, [UInt8], Int) {
        var input = stream, output = [UInt8](repeating: 0, count: capacity)
        var z = z_stream()
        guard inflateInit_(&z, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return (Z_ERRNO, [], 0)
        }
        defer { inflateEnd(&z) }
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                z.next_in = source.baseAddress
                z.avail_in = uInt(source.count)
                z.next_out = target.baseAddress
                z.avail_out = uInt(target.count)
                return CZlib.inflate(&z, Z_FINISH)
            }
        }
        return (status, Array(output.prefix(Int(z.total_out))), Int(z.total_in))
    }

    /// The size of zlib level 1's stream for `raw`.
    static func zlibLevel1Size(_ raw: [UInt8]) -> Int {
        var size = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        _ = compress2(&out, &size, raw, uLong(raw.count), 1)
        return Int(size)
    }
}

/// SplitMix64: the same numbers on every run and platform.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
