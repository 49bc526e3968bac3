import Foundation

/// Core Graphics' bitmap image: 8-bit red, green, blue and straight alpha, rows top to bottom.
/// Made by UIKit from a picture file (`UIImage.cgImage`) or by drawing (`UIGraphicsImageRenderer`).
public final class CGImage: @unchecked Sendable {
    /// Pixels a row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width · height · 4` bytes, row after row.
    package let rgba: [UInt8]

    /// A bitmap of `rgba`, which must be exactly `width · height · 4` bytes long.
    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "a \(width)×\(height) image needs \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Bits a channel: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits a pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes a row.
    public var bytesPerRow: Int { width * 4 }

    /// The pixels inside `rect` (in pixels, top-left origin, made integral as Core Graphics does),
    /// clipped to the image; nil when nothing of the image is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let wanted = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !wanted.isNull, wanted.width >= 1, wanted.height >= 1 else { return nil }
        let x0 = Int(wanted.minX), y0 = Int(wanted.minY), w = Int(wanted.width), h = Int(wanted.height)
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) {
            let start = (y * width + x0) * 4
            out.append(contentsOf: rgba[start..<(start + w * 4)])
        }
        return CGImage(width: w, height: h, rgba: out)
    }
}
