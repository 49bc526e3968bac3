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
            Vignette.Path(rect: CGRect(origin: .zero, size: frame), cornerRadii: Array(repeating: size, count: 4))
        }
    }
}
