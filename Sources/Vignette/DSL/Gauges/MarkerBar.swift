import Foundation

/// A bar with a marker at the value (SwiftUI's `Gauge` in `.accessoryLinear`: "a bar with a marker
/// that appears at a point along the bar to indicate the gauge's current value",
/// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinear).
///
/// The whole bar is painted in the tint, so a gradient runs along all of it; the marker is a dot
/// as tall as the bar, in the tint's paint at that point, with the bar cut away `gap` points around
/// it. Measured on iOS 17 (Docs/SwiftUI/Controls.md, "Gauge styles"): an 8 pt bar, a dot 8 pt
/// across, 4 pt of clear space each side. It takes the width it is offered (10 pt for a nil
/// proposal, like a shape) and is `height` points tall whatever the proposal.
public struct MarkerBar: Component {
    /// The current value, clamped into `range`.
    public var value: Double
    /// The values at the bar's leading and trailing ends.
    public var range: ClosedRange<Double>
    /// The bar's thickness and the dot's diameter, in points.
    public var height: CGFloat
    /// The clear space between the dot and the bar on each side, in points.
    public var gap: CGFloat
    /// The paint of the bar and the dot.
    public var tint: Paint

    /// A bar as wide as it is offered, with its marker at the value's fraction of `range`.
    public init(
        value: Double, in range: ClosedRange<Double> = 0...1, height: CGFloat = 8, gap: CGFloat = 4,
        tint: Paint = .foreground
    ) {
        self.value = value
        self.range = range
        self.height = height
        self.gap = gap
        self.tint = tint
    }

    /// The bar's two parts and the dot, one filled outline over the bar's frame.
    public var body: some Element {
        let fraction = gaugeFraction(value, in: range), height = height, gap = gap
        let outline = CustomShape { size in Self.outline(in: size, fraction: fraction, height: height, gap: gap) }
        return AnyShape(.custom(outline)).fill(tint).frame(height: height)
    }

    /// The outline in a frame of `size`: the dot's centre runs along the bar's centre line, from
    /// half a height in from the leading end (0) to half a height in from the trailing end (1).
    static func outline(in size: CGSize, fraction: Double, height: CGFloat, gap: CGFloat) -> Path {
        let h = min(height, size.height), r = h / 2, y = (size.height - h) / 2
        let centre = r + CGFloat(fraction) * max(0, size.width - h)
        var elements: [Path.Element] = []
        func capsule(from x0: CGFloat, to x1: CGFloat) {
            guard x1 > x0 else { return }
            let part = CGRect(x: x0, y: y, width: x1 - x0, height: h)
            elements += Path(roundedRect: part, cornerRadius: min(r, part.width / 2), style: .circular).elements
        }
        capsule(from: 0, to: centre - r - gap)
        capsule(from: centre + r + gap, to: size.width)
        elements += Path(ellipseIn: CGRect(x: centre - r, y: y, width: h, height: h)).elements
        return Path(elements)
    }
}
