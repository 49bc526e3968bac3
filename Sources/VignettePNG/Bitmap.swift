import Foundation
import Vignette

/// Raw pixels of a render: rows top to bottom, four bytes per pixel, red, green, blue
/// and straight (not premultiplied) alpha.
///
/// The codec's image type (`PNGReader`, `PNGWriter`); VignetteCairo converts surfaces to it.
public struct Bitmap: Hashable, Sendable {
    /// Pixels a row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width · height · 4` bytes, row after row.
    public let bytes: [UInt8]

    /// A bitmap of `bytes`, which must be exactly `width · height · 4` long.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "a \(width)×\(height) bitmap needs \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// One pixel's channels, 0…255.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// The channels, straight alpha.
        public var red, green, blue, alpha: UInt8

        /// A pixel of these channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// Fully transparent black, what transparent pixels decode to.
        public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

        /// The pixel as the core's colour type, channels 0…1.
        public var rgba: RGBA {
            RGBA(
                red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255
            )
        }

        /// `rgba(r, g, b, a)`, for test failures.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The pixel in column `x`, row `y`, counted from the top left.
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}
