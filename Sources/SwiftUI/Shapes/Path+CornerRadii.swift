import CoreGraphics
import Foundation

extension Path {
    /// A rectangle whose corners have radii of their own, as SwiftUI's
    /// `Path(roundedRect:cornerRadii:style:)` (iOS 16): the outline `UnevenRoundedRectangle` draws in `rect`.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }
}

extension Path {
    /// Adds a rectangle with uneven corners, mapped by `transform`, as SwiftUI's
    /// `addRoundedRect(in:cornerRadii:style:transform:)`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addPath(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style).applying(transform))
    }
}
