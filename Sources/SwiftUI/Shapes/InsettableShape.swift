import Foundation
import Vignette

/// A shape that can be inset by an amount, so its border can be stroked inside its frame (SwiftUI's
/// `InsettableShape`): `strokeBorder` strokes the shape's own `inset(by:)` half the line width in.
public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline stroked with `content` in `style`, inside the frame: this shape's `inset(by:)`
    /// half the line width in, stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    /// The outline stroked with `content`, `lineWidth` wide, inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The outline stroked with the foreground style in `style`, inside the frame.
    public func strokeBorder(style: StrokeStyle) -> some View {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }
    /// The outline stroked with the foreground style, `lineWidth` wide, inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}
