import Foundation

/// SwiftUI's shape modifiers: trimming, insetting, rotating and stroking an outline.
extension ShapeElement {
    /// The part of the outline between two fractions of its length.
    ///
    /// Outlines start where SwiftUI's do: a `Disc` or `Oval` at 3 o'clock running
    /// clockwise, so `Disc().trim(from: 0, to: 0.25)` is the lower-right quarter. For a
    /// progress ring that starts at 12 o'clock, add `.rotation(.degrees(-90))` (as
    /// SwiftUI users add `.rotationEffect(.degrees(-90))`), or use `RingGauge`.
    public func trim(from: Double = 0, to: Double = 1) -> AnyShape {
        withKind(kind.trimmed(from: from, to: to))
    }

    /// The shape drawn in its frame inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> AnyShape { withKind(kind.inset(by: amount)) }

    /// The shape turned clockwise by `angle` about its frame's centre (its layout is unchanged).
    public func rotation(_ angle: Angle) -> AnyShape { withKind(kind.rotated(by: angle)) }

    /// The outline stroked `lineWidth` points wide, centred on the outline.
    public func stroke(_ paint: Paint? = nil, lineWidth: CGFloat = 1) -> StrokedShape {
        StrokedShape(kind, paint: paint, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with a full stroke style (caps, joins, dashes).
    public func stroke(_ paint: Paint? = nil, style: StrokeStyle) -> StrokedShape {
        StrokedShape(kind, paint: paint, style: style)
    }

    /// The outline stroked inside the frame: inset by half the line width first.
    public func strokeBorder(_ paint: Paint? = nil, lineWidth: CGFloat = 1) -> StrokedShape {
        strokeBorder(paint, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline inset by half the line width, so the whole stroke stays inside the frame.
    public func strokeBorder(_ paint: Paint? = nil, style: StrokeStyle) -> StrokedShape {
        StrokedShape(kind.inset(by: style.lineWidth / 2), paint: paint, style: style)
    }

    private func withKind(_ kind: ShapeKind) -> AnyShape {
        var shape = AnyShape(kind)
        shape.paint = paint
        return shape
    }
}
