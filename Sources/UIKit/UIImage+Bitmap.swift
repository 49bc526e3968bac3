import CJPEG
import CoreGraphics
import Foundation
import VignettePNG

// A UIImage's pixels, for code that edits pictures (crops, resizes, composes) before drawing them:
// a picture file's PNG or JPEG is decoded; a bitmap made here is written as a PNG and drawn as a
// file (Docs/SwiftUI/UIKit.md, "Pixels").
extension UIImage {
    /// How the picture is turned; Vignette's images are always upright.
    public enum Orientation: Int, Sendable {
        /// Apple's orientations and raw values.
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The image made from `cgImage`, `scale` pixels a point.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        let bitmap = Bitmap(width: cgImage.width, height: cgImage.height, bytes: cgImage.rgba)
        // The encoder only fails on sizes a CGImage cannot have.
        let png = (try? PNGWriter.png(bitmap)) ?? Data()
        self.init(source: Self.fileSource(for: png, kind: "png") ?? .file("/nonexistent"), scale: scale)
        decoded.value = cgImage
    }

    /// The pixels: a picture file's PNG or JPEG decoded; nil for an asset or a symbol (looked up only
    /// when drawn) and for a file that does not decode — as UIKit's is nil for an image it has no bitmap of.
    public var cgImage: CGImage? {
        if let image = decoded.value { return image }
        guard case .file(let path) = source, let data = FileManager.default.contents(atPath: path) else { return nil }
        let image = Self.decode(data)
        decoded.value = image
        return image
    }

    /// Always `.up`.
    public var imageOrientation: Orientation { .up }

    /// The format a renderer keeps this image's scale with.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Draws the image stretched into `rect` of the current image renderer; without one, nothing.
    public func draw(in rect: CGRect) {
        guard let canvas = ImageCanvas.current, let image = cgImage else { return }
        canvas.draw(image, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// PNG (Vignette's decoder) or JPEG (libjpeg-turbo) bytes as pixels.
    package static func decode(_ data: Data) -> CGImage? {
        switch kind(of: data) {
        case "png":
            guard let bitmap = try? PNGReader.bitmap(from: data, source: "UIImage") else { return nil }
            return CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.bytes)
        case "jpg": return decodeJPEG(data)
        default: return nil
        }
    }

    private static func decodeJPEG(_ data: Data) -> CGImage? {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let sized = data.withUnsafeBytes { raw in
            vignette_jpeg_decode(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, nil, 0, &width, &height, &message, message.count)
        }
        guard sized == 0, width > 0, height > 0 else { return nil }
        var argb = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = data.withUnsafeBytes { raw in
            argb.withUnsafeMutableBufferPointer { pixels in
                vignette_jpeg_decode(
                    raw.bindMemory(to: UInt8.self).baseAddress, raw.count, pixels.baseAddress, width * 4, &width,
                    &height, &message, message.count)
            }
        }
        guard status == 0 else { return nil }
        // Native-endian 0xAARRGGBB words are B, G, R, A bytes on the little-endian machines Swift runs on.
        var rgba = argb
        for i in stride(from: 0, to: rgba.count, by: 4) {
            rgba[i] = argb[i + 2]
            rgba[i + 2] = argb[i]
        }
        return CGImage(width: Int(width), height: Int(height), rgba: rgba)
    }
}

/// The decoded pixels of one image, filled on first use.
final class DecodedPixels: @unchecked Sendable {
    private let lock = NSLock()
    private var image: CGImage?
    var value: CGImage? {
        get { lock.withLock { image } }
        set { lock.withLock { image = newValue } }
    }
}
