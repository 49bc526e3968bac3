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
    public static func color(
        of shape: Shape, coloring: SymbolColoring, foreground color: RGBA,
        variableValue: Double?
    ) -> RGBA {
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
            svg +=
                #"<path d="\#(Self.escaped(shape.path))" fill="rgb(\#(channel(c.red)),\#(channel(c.green)),\#(channel(c.blue)))""#
                + #" fill-opacity="\#(String(format: "%.4f", min(max(c.alpha, 0), 1)))"/>"#
        }
        return svg + "</g></svg>"
    }

    /// The symbol's extent in template units: its margins when the variant has them, else its ink.
    func horizontalExtent(
        of variant: Variant, handle: UnsafeMutablePointer<RsvgHandle>
    ) -> (left: Double, right: Double) {
        if let margins = variant.margins { return margins }
        let ink = Self.ink(of: handle, canvas: canvas)
        return (ink.x, ink.x + ink.width)
    }

    /// The ink rectangle of a rendered variant document, in template units.
    static func ink(
        of handle: UnsafeMutablePointer<RsvgHandle>, canvas: (width: Double, height: Double)
    ) -> RsvgRectangle {
        var viewport = RsvgRectangle(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, nil)
        return ink
    }

    /// Draws the symbol for `weight` and `scale` with its baseline guide at `baselineY` and its left
    /// margin (or ink) at `x`, scaled so the template's cap line sits `capHeight` points above the
    /// baseline, as the text beside it. Returns the width drawn, in points.
    @discardableResult
    public func draw(
        weight: Typeface.Weight, scale: Scale, coloring: SymbolColoring, foreground: RGBA,
        variableValue: Double? = nil, capHeight: Double, x: Double, baselineY: Double,
        on cr: OpaquePointer
    ) -> Double {
        draw(
            weight: weight, scale: scale, coloring: coloring, foreground: foreground, variableValue: variableValue,
            capHeight: capHeight, on: cr
        ) { _ in (x, baselineY) }
    }

    /// Draws `run` as the widget asked: its weight, scale, rendering mode, colours and variable
    /// value. Laid out from this template (`run.baseline`), the left margin sits on the frame's left
    /// edge and the baseline guide on the run's baseline; in an icon-font square (a render whose
    /// layout did not know the template), the cap-height band is centred where the glyph sat.
    public func draw(_ run: SymbolRun, on cr: OpaquePointer) {
        let capHeight = Double(
            run.capHeight > 0 ? run.capHeight : LineMetrics(size: run.frame.height / Symbol.emPerPoint).capHeight)
        let frame = run.frame
        draw(
            weight: run.weight, scale: Scale(run.scale), coloring: Self.coloring(of: run), foreground: run.color,
            variableValue: run.variableValue, capHeight: capHeight, on: cr
        ) { width in
            if let baseline = run.baseline { return (Double(frame.minX), Double(frame.minY + baseline)) }
            return (Double(frame.midX) - width / 2, Double(frame.midY) + capHeight / 2)
        }
    }

    /// The colouring `run` asks for. A palette without secondary and tertiary styles derives them
    /// from the primary, as SwiftUI does, at the hierarchical opacities (our estimate of how).
    static func coloring(of run: SymbolRun) -> SymbolColoring {
        switch run.rendering {
        case .monochrome: return .monochrome
        case .hierarchical: return .hierarchical
        case .multicolor: return .multicolor
        case .palette:
            let derived = levelOpacity.dropFirst().map { run.color.withAlpha($0) }
            return .palette([run.color] + run.levelColors + derived.dropFirst(run.levelColors.count))
        }
    }

    /// Draws with the left edge and baseline `place` gives for the width the symbol takes.
    @discardableResult
    private func draw(
        weight: Typeface.Weight, scale: Scale, coloring: SymbolColoring, foreground: RGBA,
        variableValue: Double?, capHeight: Double, on cr: OpaquePointer,
        place: (_ width: Double) -> (x: Double, baselineY: Double)
    ) -> Double {
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
