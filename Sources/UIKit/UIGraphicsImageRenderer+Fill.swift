import CoreGraphics
import Foundation

extension UIColor {
    /// Makes this colour the one later fills paint with in the image renderer whose closure is running
    /// (UIKit's current context); outside one there is no context and nothing changes.
    public func setFill() {
        guard let canvas = ImageCanvas.current else { return }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        canvas.fillColour = (
            Double(r) * 255 * Double(a), Double(g) * 255 * Double(a), Double(b) * 255 * Double(a), Double(a)
        )
    }

    /// Makes this colour the one later strokes draw with: strokes draw nothing in Vignette's image
    /// renderer, so nothing changes.
    public func setStroke() {}

    /// Makes this colour both the fill and the stroke colour (`setFill()` and `setStroke()`).
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIGraphicsImageRendererContext {
    /// Paints `rect` (in points) with the fill colour (`UIColor.setFill()`; black until set), source-over.
    public func fill(_ rect: CGRect) { canvas.fill(rect) }
}
