import Foundation

/// A circular progress ring: a full track and an arc from 12 o'clock clockwise to the
/// value, with rounded ends and optional content in the centre (Activity-ring style).
///
/// It lays out like a `Disc`: the largest square in what it is offered. The ring is
/// drawn inside that square (a `strokeBorder`), so nothing spills out of the frame.
/// A gradient `tint` spans the ring's frame; an angular one starts at 3 o'clock unless
/// given `startAngle: .degrees(-90)`.
///
/// ```swift
/// RingGauge(value: 0.62, lineWidth: 10, tint: .green) { Words("62%").font(.headline) }
/// ```
public struct RingGauge: Component {
    /// The current value, clamped into `range`.
    public var value: Double
    /// The values at 12 o'clock and at a full turn.
    public var range: ClosedRange<Double>
    /// The ring's thickness, in points.
    public var lineWidth: CGFloat
    /// The paint of the filled arc.
    public var tint: Paint
    /// The track's paint; nil is the tint at 25 % opacity.
    public var track: Paint?
    /// What sits in the middle of the ring.
    public var label: Node

    /// A full ring filled clockwise from the top to the value's fraction of `range`.
    public init(
        value: Double, in range: ClosedRange<Double> = 0...1, lineWidth: CGFloat = 8, tint: Paint = .blue,
        track: Paint? = nil, @ElementBuilder label: () -> Node = { .empty }
    ) {
        self.value = value
        self.range = range
        self.lineWidth = lineWidth
        self.tint = tint
        self.track = track
        self.label = label()
    }

    /// The track, the filled arc and the label.
    public var body: some Element {
        let fraction = gaugeFraction(value, in: range)
        let ring = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        return Layers {
            Disc().strokeBorder(track ?? tint.opacity(0.25), lineWidth: lineWidth)
            if fraction > 0 {
                // The circle's outline starts at 3 o'clock; a quarter turn back starts it at 12.
                Disc().inset(by: lineWidth / 2).trim(from: 0, to: fraction).rotation(.degrees(-90))
                    .stroke(tint, style: ring)
            }
            label
        }
    }
}
