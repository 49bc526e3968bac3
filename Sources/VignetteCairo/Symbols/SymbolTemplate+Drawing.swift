import CCairo
import CRsvg
import Foundation
import Vignette

/// How a symbol's layers take colour (SwiftUI's `SymbolRenderingMode`; Docs/Symbols.md).
public enum SymbolColoring: Sendable, Equatable {
    /// Every layer in the foreground colour.
    case monochrome
    /// The foreground colour, secondary and tertiary layers at lower opacity.
    case hierarchical
    /// The given colours for the primary, secondary and tertiary layers (the last repeats).
    case palette([RGBA])
    /// The template's own colours; `tintColor` layers take the foreground colour.
    case multicolor
}

extension SymbolTemplate {
    /// The opacity of hierarchical levels primary, secondary and tertiary: the alpha steps of the
    /// label colours (Docs/WidgetFacts.md §6: label 1, secondaryLabel 0.60, tertiaryLabel 0.30),
    /// our estimate, as Apple publishes no figure for symbols.
    public static let levelOpacity: [Double] = [1, 0.6, 0.3]
    /// The opacity factor of a variable layer the value leaves off (our estimate, as tertiary).
    public static let inactiveOpacity = 0.3

    /// The colour of `shape` under `coloring` with foreground `color`, and `variableValue` (0…1)
    /// dimming the variable layers whose threshold it does not pass.
    public static func color(of shape: Shape, coloring: SymbolColoring, foreground color: RGBA,
                             variableValue: Double?) -> RGBA {
        var out: RGBA
        switch coloring {
        case .monochrome: out = color
        case .hierarchical: out = color.withAlpha(levelOpacity[min(shape.level, 2)])
        case .palette(let colors): out = colors.isEmpty ? color : colors[min(shape.level, colors.count - 1)]
        case .multicolor: out = shape.colorName == "tintColor" ? color : (shape.templateColor ?? color)
        }
        if let value = variableValue, let threshold = shape.threshold, !(value > threshold || value >= 1) {
            out = out.withAlpha(inactiveOpacity)
        }
        return out
    }

    /// An SVG document of `variant` alone, each path filled with its colour, on the template's canvas.
    func document(of variant: Variant, coloring: SymbolColoring, foreground: RGBA, variableValue: Double?) -> String {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(canvas.width)" height="\#(canvas.height)">"#
        svg += "<g" + (variant.transform.map { #" transform="\#(Self.escaped($0))""# } ?? "") + ">"
        for shape in variant.shapes {
            let c = Self.color(of: shape, coloring: coloring, foreground: foreground, variableValue: variableValue)
            svg += #"<path d="\#(Self.escaped(shape.path))" fill="rgb(\#(channel(c.red)),\#(channel(c.green)),\#(channel(c.blue)))""#
                + #" fill-opacity="\#(String(format: "%.4f", min(max(c.alpha, 0), 1)))"/>"#
        }
        return svg + "</g></svg>"
    }

    /// The symbol's extent in template units: its margins when the variant has them, else its ink.
    func horizontalExtent(of variant: Variant, handle: UnsafeMutablePointer<RsvgHandle>) -> (left: Double, right: Double) {
        if let margins = variant.margins { return margins }
        var viewport = RsvgRectangle(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, nil)
        return (ink.x, ink.x + ink.width)
    }

    /// Draws the symbol for `weight` and `scale` with its baseline guide at `baselineY` and its left
    /// margin (or ink) at `x`, scaled so the template's cap line sits `capHeight` points above the
    /// baseline, as the text beside it. Returns the width drawn, in points.
    @discardableResult
    public func draw(weight: Typeface.Weight, scale: Scale, coloring: SymbolColoring, foreground: RGBA,
                     variableValue: Double? = nil, capHeight: Double, x: Double, baselineY: Double,
                     on cr: OpaquePointer) -> Double {
        draw(weight: weight, scale: scale, coloring: coloring, foreground: foreground, variableValue: variableValue,
             capHeight: capHeight, on: cr) { _ in (x, baselineY) }
    }

    /// Draws the medium regular variant centred in `frame`: its width between its margins, its
    /// cap-height band in the middle of the frame (where the icon font's glyph sat).
    public func drawCentered(in frame: CGRect, coloring: SymbolColoring, foreground: RGBA, capHeight: Double,
                             on cr: OpaquePointer) {
        draw(weight: .regular, scale: .medium, coloring: coloring, foreground: foreground, variableValue: nil,
             capHeight: capHeight, on: cr) { width in
            (Double(frame.midX) - width / 2, Double(frame.midY) + capHeight / 2)
        }
    }

    /// Draws with the left edge and baseline `place` gives for the width the symbol takes.
    @discardableResult
    private func draw(weight: Typeface.Weight, scale: Scale, coloring: SymbolColoring, foreground: RGBA,
                      variableValue: Double?, capHeight: Double, on cr: OpaquePointer,
                      place: (_ width: Double) -> (x: Double, baselineY: Double)) -> Double {
        let variant = variant(weight: weight, scale: scale)
        let text = document(of: variant, coloring: coloring, foreground: foreground, variableValue: variableValue)
        let bytes = Array(text.utf8)
        guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), nil) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let baseline = baselines[variant.scale]!, capline = caplines[variant.scale]!
        guard baseline > capline else { return 0 }
        let factor = capHeight / (baseline - capline)
        let extent = horizontalExtent(of: variant, handle: handle)
        let (x, baselineY) = place((extent.right - extent.left) * factor)
        cairo_save(cr)
        cairo_translate(cr, x - extent.left * factor, baselineY - baseline * factor)
        cairo_scale(cr, factor, factor)
        var viewport = RsvgRectangle(x: 0, y: 0, width: canvas.width, height: canvas.height)
        rsvg_handle_render_document(handle, cr, &viewport, nil)
        cairo_restore(cr)
        return (extent.right - extent.left) * factor
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }
}
