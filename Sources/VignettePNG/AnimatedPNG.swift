import Foundation
import Vignette

/// An animated PNG (APNG) made of PNG frames of one size: the first frame is the image every
/// PNG reader shows, and readers that know APNG (browsers, most image viewers) play them all.
///
/// Layout, from the APNG specification (https://wiki.mozilla.org/APNG_Specification): `acTL`
/// (frame count, plays) before the image data; before each frame an `fcTL` (its size,
/// position, delay, and how it is composed); the first frame's data in `IDAT`, the others'
/// in `fdAT` chunks that carry a sequence number ahead of the same zlib data. `fcTL` and
/// `fdAT` share one sequence, from 0. Every frame here covers the whole image and replaces
/// what was there (`APNG_BLEND_OP_SOURCE`), so frames need no alpha arithmetic.
public enum AnimatedPNG {
    /// One frame: a whole PNG of the animation's size, shown for `seconds`.
    public struct Frame: Sendable {
        /// The frame's image: a PNG of the animation's size and pixel format.
        public var png: Data
        /// How long the frame shows, 0 to 65 seconds.
        public var seconds: Double

        /// A frame of `png` shown for `seconds`.
        public init(png: Data, seconds: Double) {
            self.png = png
            self.seconds = seconds
        }
    }

    /// The animation of `frames`, played `plays` times (0: forever).
    ///
    /// - Throws: `VignetteError.invalidValue` for no frames, a frame that is not a PNG or whose
    ///   header differs from the first's, or a delay outside 0…65 seconds.
    public static func encode(_ frames: [Frame], plays: Int = 0) throws -> Data {
        guard !frames.isEmpty else {
            throw VignetteError.invalidValue(name: "animation", value: "no frames", expected: "at least one frame")
        }
        let parsed = try frames.enumerated().map { try Self.parse($0.element.png, frame: $0.offset) }
        let header = parsed[0].header
        for (index, frame) in parsed.enumerated() where frame.header != header {
            throw VignetteError.invalidValue(
                name: "animation frame \(index + 1)", value: "a different size or pixel format",
                expected: "the first frame's header")
        }
        var writer = PNGChunkWriter()
        writer.data.append(contentsOf: PNGChunks.signature)
        writer.chunk("IHDR", header)
        writer.chunk("acTL", bigEndian(UInt32(frames.count)) + bigEndian(UInt32(max(0, plays))))
        let width = Array(header[0..<4]), height = Array(header[4..<8])
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            guard frame.seconds.isFinite, (0...65).contains(frame.seconds) else {
                throw VignetteError.invalidValue(
                    name: "animation frame \(index + 1) delay", value: "\(frame.seconds) s",
                    expected: "0 to 65 seconds")
            }
            // Delay as a fraction: milliseconds over 1000.
            let delay = bigEndian16(UInt16((frame.seconds * 1000).rounded())) + bigEndian16(1000)
            writer.chunk("fcTL", bigEndian(sequence) + width + height + bigEndian(0) + bigEndian(0) + delay + [0, 0])
            sequence += 1
            for stream in parsed[index].data {
                if index == 0 {
                    stream.withUnsafeBytes { writer.chunk("IDAT", $0) }
                } else {
                    writer.chunk("fdAT", bigEndian(sequence) + [UInt8](stream))
                    sequence += 1
                }
            }
        }
        writer.chunk("IEND", [])
        return writer.data
    }

    /// The 13 header bytes and the IDAT chunk bodies of a PNG.
    private static func parse(_ png: Data, frame: Int) throws -> (header: [UInt8], data: [Data]) {
        let bytes = [UInt8](png)
        let fail = VignetteError.invalidValue(
            name: "animation frame \(frame + 1)", value: "\(bytes.count) bytes",
            expected: "a PNG file")
        guard PNGChunks.hasSignature(png) else { throw fail }
        var offset = 8, header: [UInt8]?, data: [Data] = []
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { throw fail }
            switch type {
            case "IHDR": header = Array(bytes[start..<start + length])
            case "IDAT": data.append(Data(bytes[start..<start + length]))
            default: break
            }
            offset = start + length + 4
        }
        guard let header, header.count == 13, !data.isEmpty else { throw fail }
        return (header, data)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
