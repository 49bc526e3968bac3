import Foundation

/// A path in Core Graphics' terms: here the rectangle or rounded rectangle it was made from.
public final class CGPath: @unchecked Sendable {
    /// The rectangle the path encloses.
    public let boundingBox: CGRect
    /// The corner radius, 0 for a plain rectangle.
    public let cornerRadius: CGFloat

    /// A path around `rect` with corners of `cornerRadius`.
    public init(rect: CGRect, cornerRadius: CGFloat = 0) {
        boundingBox = rect
        self.cornerRadius = cornerRadius
    }
}

/// A Core Graphics drawing context. None is ever current on Linux (`UIGraphicsGetCurrentContext()`
/// returns nil: image contexts are not drawn here, Docs/SwiftUI/UIKit.md), so these draw nothing.
public final class CGContext: @unchecked Sendable {
    private init() {}
    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {}
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {}
    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) {}
    /// Adds a path.
    public func addPath(_ path: CGPath) {}
    /// Fills the current path.
    public func fillPath() {}
    /// Strokes the current path.
    public func strokePath() {}
    /// Fills a rectangle.
    public func fill(_ rect: CGRect) {}
}
