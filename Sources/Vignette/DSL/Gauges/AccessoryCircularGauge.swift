import Foundation

/// A lock-screen style circular gauge (WidgetKit's `Gauge` in `.accessoryCircular`):
/// an open ring with a gap at the bottom, filled clockwise from its lower-left end to
/// the value, the current value in the centre and optional minimum and maximum labels
/// in the gap.
///
/// It lays out like a `Disc`; in an `accessoryCircular` widget it fills the circle.
///
/// ```swift
/// AccessoryCircularGauge(value: 72, in: 0...100, minLabel: "0", maxLabel: "100") {
///     Words("72").font(.system(size: 20, weight: .semibold, design: .rounded))
/// }
/// ```
public struct AccessoryCircularGauge: Component {
    /// How much of the circle the ring covers: 270°, leaving a quarter open at the bottom.
    public static let sweep = 0.75

    /// The current value, clamped into `range`.
    public var value: Double
    /// The values at the ring's start and end.
    public var range: ClosedRange<Double>
    /// The ring's thickness, in points.
    public var lineWidth: CGFloat
    /// The paint of the ring's filled part.
    public var tint: Paint
    /// The unfilled part of the ring; nil is the tint at 30 % opacity.
    public var track: Paint?
    /// The label in the gap at the ring's start; nil shows none.
    public var minLabel: String?
    /// The label in the gap at the ring's end; nil shows none.
    public var maxLabel: String?
    /// The start's label as content of its own (a SwiftUI view's node, keeping its font); before `minLabel`.
    public var minimumLabel: Node?
    /// The end's label as content of its own; before `maxLabel`.
    public var maximumLabel: Node?
    /// What sits inside the ring (usually the value or a symbol).
    public var label: Node

    /// A gauge ring filled to the value's fraction of `range`, with optional end labels and a centre label.
    public init(
        value: Double, in range: ClosedRange<Double> = 0...1, lineWidth: CGFloat = 6, tint: Paint = .foreground,
        track: Paint? = nil, minLabel: String? = nil, maxLabel: String? = nil,
        minimumLabel: Node? = nil, maximumLabel: Node? = nil,
        @ElementBuilder label: () -> Node = { .empty }
    ) {
        self.value = value
        self.range = range
        self.lineWidth = lineWidth
        self.tint = tint
        self.track = track
        self.minLabel = minLabel
        self.maxLabel = maxLabel
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
        self.label = label()
    }

    /// The track, the filled arc and the labels.
    public var body: some Element {
        let fraction = gaugeFraction(value, in: range)
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        // The outline starts at 3 o'clock; turned by 135° it starts at the gap's lower-left
        // end (7:30) and runs clockwise over the top to 4:30.
        let arc = Disc().inset(by: lineWidth / 2).rotation(.degrees(135))
        return Layers {
            arc.trim(from: 0, to: Self.sweep).stroke(track ?? tint.opacity(0.3), style: style)
            if fraction > 0 {
                arc.trim(from: 0, to: Self.sweep * fraction).stroke(tint, style: style)
            }
            label
            if minimumLabel != nil || maximumLabel != nil || minLabel != nil || maxLabel != nil {
                bounds(minimumLabel ?? Words(minLabel ?? "").node, maximumLabel ?? Words(maxLabel ?? "").node)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    /// The bounds in the gap: 10 pt rounded medium unless a label sets its own font.
    private func bounds(_ low: Node, _ high: Node) -> Node {
        Row(spacing: 0) {
            low
            Spring(minLength: 0)
            high
        }
        .font(.system(size: 10, weight: .medium, design: .rounded))
        .lineLimit(1)
        .padding(.horizontal, lineWidth * 1.5)
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
}
