import Foundation
import Testing
import Vignette
@testable import VignettePNG

/// Animated PNGs: the chunk layout of the APNG specification, the first frame as the still
/// image, and errors for frames that cannot make one animation.
@Suite struct AnimatedPNGTests {
    static func frame(_ red: UInt8, width: Int = 3, height: Int = 2) throws -> Data {
        try PNGWriter.png(
            Bitmap(
                width: width, height: height,
                bytes: Array(repeating: [red, 0, 0, 255], count: width * height).flatMap { $0 }))
    }

    /// (type, body) of every chunk after the signature, CRCs checked.
    static func chunks(_ data: Data) -> [(String, [UInt8])] {
        let bytes = [UInt8](data)
        var offset = 8, found: [(String, [UInt8])] = []
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeAndBody = Array(bytes[offset + 4..<offset + 8 + length])
            let crc = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == CRC32.checksum(typeAndBody))
            found.append((String(decoding: typeAndBody[0..<4], as: UTF8.self), Array(typeAndBody[4...])))
            offset += 12 + length
        }
        return found
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }

    @Test func chunksFollowTheSpecification() throws {
        let apng = try AnimatedPNG.encode(
            [
                .init(png: try Self.frame(10), seconds: 1),
                .init(png: try Self.frame(20), seconds: 1.0 / 30),
                .init(png: try Self.frame(30), seconds: 0.5),
            ], plays: 2)
        let chunks = Self.chunks(apng)
        #expect(chunks.map(\.0) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[1].1 == [0, 0, 0, 3, 0, 0, 0, 2])  // three frames, played twice
        // fcTL: sequence, width, height, x, y, delay numerator/denominator, dispose, blend.
        let second = chunks[4].1
        #expect(Self.number(second[0..<4]) == 1)
        #expect(Self.number(second[4..<8]) == 3 && Self.number(second[8..<12]) == 2)
        #expect(Self.number(second[20..<22]) == 33 && Self.number(second[22..<24]) == 1000)
        #expect(second[24] == 0 && second[25] == 0)
        // One sequence for fcTL and fdAT, from 0.
        let sequence = chunks.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { Self.number($0.1[0..<4]) }
        #expect(sequence == [0, 1, 2, 3, 4])
        // A reader that knows no APNG shows the first frame.
        let still = try PNGReader.bitmap(from: apng, source: "animation")
        #expect(still.pixel(x: 2, y: 1) == Bitmap.Pixel(red: 10, green: 0, blue: 0, alpha: 255))
        // Each fdAT holds the frame's own zlib stream: inflating it gives that frame's rows.
        let third = Data(chunks[7].1.dropFirst(4))
        let own = Self.chunks(try Self.frame(30)).first { $0.0 == "IDAT" }!.1
        #expect([UInt8](third) == own)
    }

    @Test func framesThatCannotMakeOneAnimationAreErrors() throws {
        #expect(
            throws: VignetteError.invalidValue(name: "animation", value: "no frames", expected: "at least one frame")
        ) {
            _ = try AnimatedPNG.encode([])
        }
        #expect(
            throws: VignetteError.invalidValue(
                name: "animation frame 2", value: "a different size or pixel format",
                expected: "the first frame's header")
        ) {
            _ = try AnimatedPNG.encode([
                .init(png: try Self.frame(1), seconds: 1), .init(png: try Self.frame(1, width: 4), seconds: 1),
            ])
        }
        #expect(throws: VignetteError.invalidValue(name: "animation frame 1", value: "5 bytes", expected: "a PNG file"))
        {
            _ = try AnimatedPNG.encode([.init(png: Data("hello".utf8), seconds: 1)])
        }
        #expect(
            throws: VignetteError.invalidValue(
                name: "animation frame 1 delay", value: "-1.0 s", expected: "0 to 65 seconds")
        ) {
            _ = try AnimatedPNG.encode([.init(png: try Self.frame(1), seconds: -1)])
        }
    }
}
