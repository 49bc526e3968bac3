import CCairo
import Vignette

extension CairoPainter {
    /// The group painted offscreen as it would be with `.normal`, then composited onto the canvas with
    /// its blend mode's Cairo operator (the same for PNG and SVG: Cairo's SVG surface writes the operators
    /// as blend filters).
    func paintBlended(_ group: DisplayGroup, on cr: OpaquePointer) {
        var plain = group
        plain.blendMode = .normal
        plain.clip = nil
        plain.transform = nil
        cairo_push_group(cr)
        paint([.group(plain)], on: cr)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, Self.cairoOperator(group.blendMode))
        cairo_paint(cr)
    }

    /// Cairo's operator for `mode` (Docs/SwiftUI/BlendModes.md lists them).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        // Cairo has no linear burn; multiply is the nearest darkening operator (BlendMode.isApproximated).
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
