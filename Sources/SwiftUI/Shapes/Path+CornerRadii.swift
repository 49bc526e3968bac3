import Foundation

extension Path {
    /// A rectangle whose corners have radii of their own, as SwiftUI's
    /// `Path(roundedRect:cornerRadii:style:)` (iOS 17): the outline `UnevenRoundedRectangle` draws in `rect`.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }
}
