import Foundation

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
