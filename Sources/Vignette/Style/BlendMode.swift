import Foundation

/// How a view's pixels combine with what is drawn behind it (SwiftUI's `BlendMode`, Core Graphics'
/// `CGBlendMode`). The raw value is the tree JSON spelling (`{"blendMode": "multiply"}`).
///
/// Each mode is painted with the Cairo operator of the same formula (Docs/SwiftUI/BlendModes.md),
/// except `plusDarker`, which Cairo lacks: bitmaps compute it pixel by pixel, SVG draws `multiply`.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    /// The source over the background (no blending).
    case normal
    /// Source times background: darkens.
    case multiply
    /// The inverse of the product of the inverses: lightens.
    case screen
    /// Multiply or screen, depending on the background.
    case overlay
    /// The darker of source and background, per component.
    case darken
    /// The lighter of source and background, per component.
    case lighten
    /// The background brightened to reflect the source.
    case colorDodge
    /// The background darkened to reflect the source.
    case colorBurn
    /// Darkens or lightens by the source, like a diffused spotlight.
    case softLight
    /// Multiplies or screens by the source, like a harsh spotlight.
    case hardLight
    /// The absolute difference of source and background.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The source's hue with the background's saturation and luminosity.
    case hue
    /// The source's saturation with the background's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the background's luminosity.
    case color
    /// The source's luminosity with the background's hue and saturation.
    case luminosity
    /// The source drawn only where the background is, the background kept elsewhere.
    case sourceAtop
    /// The source drawn behind the background.
    case destinationOver
    /// The background erased where the source covers it.
    case destinationOut
    /// `max(0, S + D − 1)` (Apple: `R = MAX(0, 1 - ((1 - D) + (1 - S)))`), linear burn; `multiply` in SVG.
    case plusDarker
    /// `min(1, S + D)` (Apple: `R = MIN(1, S + D)`), Cairo's `ADD`.
    case plusLighter

    /// Whether vector output (SVG) draws this mode with a neighbouring formula rather than its own:
    /// `plusDarker` (linear burn), which Cairo has no operator for, is computed pixel by pixel in bitmaps
    /// and drawn as `multiply` in SVG, which equals it where either colour is 0 or 1 and is lighter between.
    public var isApproximated: Bool { self == .plusDarker }
}
