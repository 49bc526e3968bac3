import CRsvg
import Foundation
import Vignette

extension SymbolTemplate {
    /// `base` with `templates`' shapes: what a render with `--symbols` lays symbols out from.
    public static func catalog(
        with templates: [String: SymbolTemplate], base: SymbolCatalog = .standard
    ) -> SymbolCatalog {
        templates.isEmpty ? base : base.adding(shapes: templates.mapValues(\.shape))
    }

    /// Each variant's box in units of its scale's cap height (Baseline-X minus Capline-X): width
    /// between the margins (or the ink), height of the ink, and the ink's top and bottom against
    /// the baseline guide, so layout can set the symbol on the text baseline (Docs/Symbols.md).
    func measuredShape() -> SymbolShape {
        SymbolShape(
            variants: variants.map { variant in
                let baseline = baselines[variant.scale]!, capSpan = baseline - caplines[variant.scale]!
                let text = document(of: variant, coloring: .monochrome, foreground: .black, variableValue: nil)
                let bytes = Array(text.utf8)
                var ink = RsvgRectangle(x: 0, y: baseline - capSpan, width: 0, height: capSpan)
                if let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), nil) {
                    ink = Self.ink(of: handle, canvas: canvas)
                    g_object_unref(UnsafeMutableRawPointer(handle))
                }
                let (left, right) = variant.margins ?? (ink.x, ink.x + ink.width)
                let unit = capSpan > 0 ? capSpan : 1
                return SymbolShape.Variant(
                    weight: variant.weight, scale: variant.scale.imageScale,
                    width: CGFloat((right - left) / unit),
                    ascent: CGFloat((baseline - ink.y) / unit),
                    descent: CGFloat((ink.y + ink.height - baseline) / unit))
            })
    }
}
