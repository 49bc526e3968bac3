import Foundation

/// How a symbol's layers take colour (SwiftUI's `SymbolRenderingMode`; Docs/Symbols.md). The icon
/// font draws one layer, so only SF Symbols templates (`--symbols`) show the difference.
public enum SymbolRendering: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every layer in the foreground style.
    case monochrome
    /// One colour, the secondary and tertiary layers at lower opacity.
    case hierarchical
    /// The primary, secondary and tertiary foreground styles, one a layer (`foregroundStyle(_:_:_:)`).
    case palette
    /// The symbol's own colours.
    case multicolor
}

/// The box of an SF Symbols template's drawing against the text it sits with, per weight and scale,
/// in units of the font's cap height: what layout needs to size a symbol and put it on the baseline.
public struct SymbolShape: Hashable, Sendable {
    /// One weight and scale of the drawing.
    public struct Variant: Hashable, Sendable {
        public var weight: Typeface.Weight
        public var scale: ImageScale
        /// From the left margin (or ink) to the right one.
        public var width: CGFloat
        /// From the top of the ink to the baseline.
        public var ascent: CGFloat
        /// From the baseline to the bottom of the ink (negative when the ink ends above it).
        public var descent: CGFloat

        public init(weight: Typeface.Weight, scale: ImageScale, width: CGFloat, ascent: CGFloat, descent: CGFloat) {
            self.weight = weight
            self.scale = scale
            self.width = width
            self.ascent = ascent
            self.descent = descent
        }
    }

    /// The variants, in template order.
    public var variants: [Variant]

    public init(variants: [Variant]) {
        self.variants = variants
    }

    /// The index of the variant drawn for `weight` at `scale`: the exact one, else the nearest
    /// weight at that scale, else the nearest weight at any scale (SF Symbols interpolates between
    /// weights; we take the closest drawing). Nil when there are no variants.
    public func variantIndex(weight: Typeface.Weight, scale: ImageScale) -> Int? {
        let sameScale = variants.indices.filter { variants[$0].scale == scale }
        let pool = sameScale.isEmpty ? Array(variants.indices) : sameScale
        return pool.min {
            abs(variants[$0].weight.value - weight.value) < abs(variants[$1].weight.value - weight.value)
        }
    }

    /// The symbol's frame and baseline next to text whose cap height is `capHeight` points.
    public func box(weight: Typeface.Weight, scale: ImageScale, capHeight: CGFloat) -> SymbolBox? {
        guard let index = variantIndex(weight: weight, scale: scale) else { return nil }
        let v = variants[index]
        return SymbolBox(
            size: CGSize(width: v.width * capHeight, height: max(0, v.ascent + v.descent) * capHeight),
            baseline: v.ascent * capHeight)
    }
}

/// A symbol's frame size and, when it was laid out from a template, its baseline below the top.
public struct SymbolBox: Hashable, Sendable {
    public var size: CGSize
    /// The distance from the frame's top to the baseline the symbol sits on; nil for the icon font's
    /// square, which aligns by its bottom edge as any view without text.
    public var baseline: CGFloat?

    public init(size: CGSize, baseline: CGFloat?) {
        self.size = size
        self.baseline = baseline
    }
}
