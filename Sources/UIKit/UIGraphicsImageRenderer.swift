import CoreGraphics
import Foundation

/// How a renderer's bitmap is made: its scale (pixels a point) and whether it is opaque.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels a point; the screen's by default (`UIScreen.main.scale`), as UIKit's `default()`.
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the bitmap has no transparency: then it starts black instead of clear.
    public var opaque = false
    /// The default format.
    public init() {}
    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The default format (UIKit's older spelling).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure is handed.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The format being drawn with.
    public let format: UIGraphicsImageRendererFormat
    let canvas: ImageCanvas

    init(format: UIGraphicsImageRendererFormat, canvas: ImageCanvas) {
        self.format = format
        self.canvas = canvas
    }

    /// What is drawn so far.
    public var currentImage: UIImage { canvas.image(scale: format.scale) }
}

/// UIKit's bitmap renderer: the closure's `UIImage.draw(in:)` calls composite pictures into a bitmap
/// of `size` points at the format's scale, which becomes a new image (Docs/SwiftUI/UIKit.md, "Pixels").
open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of `bounds`' size.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` against a fresh bitmap and returns what it drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas = ImageCanvas(
            width: Int((size.width * format.scale).rounded(.up)),
            height: Int((size.height * format.scale).rounded(.up)),
            scale: format.scale, opaque: format.opaque)
        ImageCanvas.$current.withValue(canvas) {
            actions(UIGraphicsImageRendererContext(format: format, canvas: canvas))
        }
        return canvas.image(scale: format.scale)
    }

    /// The drawing as PNG bytes.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// The bitmap a renderer draws into: pictures composited source-over, sampled bilinearly from
/// pixel centres, in plain integer arithmetic so the same calls give the same bytes everywhere.
final class ImageCanvas: @unchecked Sendable {
    /// The canvas of the renderer whose closure is running.
    @TaskLocal static var current: ImageCanvas?

    let width: Int, height: Int, scale: CGFloat
    private var rgba: [UInt8]
    /// The colour `fill` paints with, premultiplied 0…255 channels and alpha 0…1: UIKit's starts black.
    var fillColour: (Double, Double, Double, Double) = (0, 0, 0, 1)

    init(width: Int, height: Int, scale: CGFloat, opaque: Bool) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        rgba = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if opaque { for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 } }
    }

    /// Draws `image` stretched over `rect` (in points).
    func draw(_ image: CGImage, in rect: CGRect) {
        let target = CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        guard target.width > 0, target.height > 0, image.width > 0, image.height > 0 else { return }
        let x0 = max(0, Int(target.minX.rounded(.down))), x1 = min(width, Int(target.maxX.rounded(.up)))
        let y0 = max(0, Int(target.minY.rounded(.down))), y1 = min(height, Int(target.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let sx = Double(image.width) / Double(target.width), sy = Double(image.height) / Double(target.height)
        for y in y0..<y1 {
            let v = (Double(y) + 0.5 - Double(target.minY)) * sy - 0.5
            for x in x0..<x1 {
                let u = (Double(x) + 0.5 - Double(target.minX)) * sx - 0.5
                blend(sample(image, u, v), at: (y * width + x) * 4)
            }
        }
    }

    /// Paints `rect` (in points) with `fillColour`, source-over: the pixels whose centres it covers.
    func fill(_ rect: CGRect) {
        let r = rect.standardized
        let x0 = max(0, Int((r.minX * scale - 0.5).rounded(.up))),
            x1 = min(width, Int((r.maxX * scale - 0.5).rounded(.up)))
        let y0 = max(0, Int((r.minY * scale - 0.5).rounded(.up))),
            y1 = min(height, Int((r.maxY * scale - 0.5).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 { blend(fillColour, at: (y * width + x) * 4) }
        }
    }

    /// The bilinear mix of the four pixels around (u, v), edges clamped, premultiplied for the mix.
    private func sample(_ image: CGImage, _ u: Double, _ v: Double) -> (Double, Double, Double, Double) {
        let cu = min(max(u, 0), Double(image.width - 1)), cv = min(max(v, 0), Double(image.height - 1))
        let ix = Int(cu), iy = Int(cv)
        let fx = cu - Double(ix), fy = cv - Double(iy)
        let nx = min(ix + 1, image.width - 1), ny = min(iy + 1, image.height - 1)
        var out = (0.0, 0.0, 0.0, 0.0)
        for (px, py, w) in [
            (ix, iy, (1 - fx) * (1 - fy)), (nx, iy, fx * (1 - fy)), (ix, ny, (1 - fx) * fy), (nx, ny, fx * fy),
        ] {
            let i = (py * image.width + px) * 4
            let a = Double(image.rgba[i + 3]) / 255 * w
            out.0 += Double(image.rgba[i]) * a
            out.1 += Double(image.rgba[i + 1]) * a
            out.2 += Double(image.rgba[i + 2]) * a
            out.3 += a
        }
        return out
    }

    /// Source-over of a premultiplied colour (channels 0…255 times alpha 0…1) onto the pixel at `i`.
    private func blend(_ colour: (Double, Double, Double, Double), at i: Int) {
        let (r, g, b, a) = colour
        guard a > 0 else { return }
        let da = Double(rgba[i + 3]) / 255
        let outA = a + da * (1 - a)
        func channel(_ s: Double, _ d: UInt8) -> UInt8 {
            UInt8(max(0, min(255, ((s + Double(d) * da * (1 - a)) / outA).rounded())))
        }
        rgba[i] = channel(r, rgba[i])
        rgba[i + 1] = channel(g, rgba[i + 1])
        rgba[i + 2] = channel(b, rgba[i + 2])
        rgba[i + 3] = UInt8(max(0, min(255, (outA * 255).rounded())))
    }

    /// What is drawn so far, as an image of `scale`.
    func image(scale: CGFloat) -> UIImage {
        UIImage(cgImage: CGImage(width: width, height: height, rgba: rgba), scale: scale)
    }
}
