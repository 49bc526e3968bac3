import Foundation
import Vignette

extension RoundedRectangle {
    /// A rounded rectangle whose corners are `cornerSize.width` across and `cornerSize.height` down
    /// (Docs/SwiftUI/Shapes.md). Equal sides are the `cornerRadius` shape itself.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerSize.width, style: style)
        if cornerSize.height != cornerSize.width { cornerHeight = cornerSize.height }
    }

    /// The corners' size: `cornerRadius` both ways unless made with `init(cornerSize:style:)`.
    public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerHeight ?? cornerRadius) }

    /// Quarter-ellipse corners of `size`, each radius clamped to half its side, as one outline.
    /// Continuous corners have no elliptical form in UIKit's published curve, so these are drawn circular.
    static func ellipticalCorners(_ size: CGSize) -> CustomShape {
        CustomShape { frame in
            let r = CGRect(origin: .zero, size: frame)
            let rx = max(0, min(size.width, r.width / 2)), ry = max(0, min(size.height, r.height / 2))
            // A quarter ellipse is closest to a cubic whose handles are 0.5523 of each radius long.
            let kx = 0.552_284_749_8 * rx, ky = 0.552_284_749_8 * ry
            return Vignette.Path([
                .move(CGPoint(x: r.minX + rx, y: r.minY)),
                .line(CGPoint(x: r.maxX - rx, y: r.minY)),
                .curve(
                    CGPoint(x: r.maxX - rx + kx, y: r.minY), CGPoint(x: r.maxX, y: r.minY + ry - ky),
                    to: CGPoint(x: r.maxX, y: r.minY + ry)),
                .line(CGPoint(x: r.maxX, y: r.maxY - ry)),
                .curve(
                    CGPoint(x: r.maxX, y: r.maxY - ry + ky), CGPoint(x: r.maxX - rx + kx, y: r.maxY),
                    to: CGPoint(x: r.maxX - rx, y: r.maxY)),
                .line(CGPoint(x: r.minX + rx, y: r.maxY)),
                .curve(
                    CGPoint(x: r.minX + rx - kx, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - ry + ky),
                    to: CGPoint(x: r.minX, y: r.maxY - ry)),
                .line(CGPoint(x: r.minX, y: r.minY + ry)),
                .curve(
                    CGPoint(x: r.minX, y: r.minY + ry - ky), CGPoint(x: r.minX + rx - kx, y: r.minY),
                    to: CGPoint(x: r.minX + rx, y: r.minY)),
                .close,
            ])
        }
    }
}
