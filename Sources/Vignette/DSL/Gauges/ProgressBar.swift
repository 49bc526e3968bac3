import Foundation

/// A horizontal progress bar: a pill-shaped track with a pill-shaped fill from the
/// leading edge to the value (SwiftUI's linear `ProgressView`, as widgets draw it).
///
/// It takes the width it is offered (10 pt for a nil proposal, like a shape) and is
/// `height` points tall (6 by default) whatever the proposal. The fill's rounded ends sit
/// half a height beyond its centre line, which covers the value's fraction of the
/// track's centre line: 0 draws no fill, 1 fills the track, ½ of a 200 × 10 bar reaches 105 pt.
public struct ProgressBar: Component {
    /// The current value, clamped into `range`.
    public var value: Double
    /// The values at the bar's leading and trailing ends.
    public var range: ClosedRange<Double>
    /// The bar's thickness, in points; its ends are round.
    public var height: CGFloat
    /// The paint of the filled part.
    public var tint: Paint
    /// The track's paint; nil is the tint at 25 % opacity.
    public var track: Paint?

    /// A bar as wide as it is offered, filled to the value's fraction of `range`.
    public init(
        value: Double, in range: ClosedRange<Double> = 0...1, height: CGFloat = 6, tint: Paint = .blue,
        track: Paint? = nil
    ) {
        self.value = value
        self.range = range
        self.height = height
        self.tint = tint
        self.track = track
    }

    /// The track with the filled part over it.
    public var body: some Element {
        let fraction = gaugeFraction(value, in: range)
        return Layers {
            Pill().fill(track ?? tint.opacity(0.25))
            if fraction > 0 {
                // The bar's centre line (the frame inset by half its height is a rectangle of
                // no height, whose outline runs along it and back) stroked with round caps:
                // a pill from the leading edge that grows with the value.
                Rect().inset(by: height / 2).trim(from: 0, to: fraction / 2)
                    .stroke(tint, style: StrokeStyle(lineWidth: height, lineCap: .round))
            }
        }
        .frame(height: height)
    }
}
