import Foundation
import Vignette

/// A material: the translucent layers of Apple's interfaces (`.background(.thinMaterial)`).
///
/// Apple's materials blur what lies behind them and tint it; Vignette draws the tint only — a
/// white layer in light mode and a near-black one in dark, more opaque as the material
/// thickens — so content behind a material shows through sharp rather than blurred. Apple
/// publishes no numbers for materials; the opacities are ours (Docs/SwiftUI/Controls.md, "Materials").
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the tint covers what is behind, 0 to 1.
    let coverage: Double

    /// The most translucent material.
    public static let ultraThin = Material(coverage: 0.35)
    /// More translucent than regular.
    public static let thin = Material(coverage: 0.5)
    /// The default material.
    public static let regular = Material(coverage: 0.65)
    /// More opaque than regular.
    public static let thick = Material(coverage: 0.8)
    /// The most opaque material.
    public static let ultraThick = Material(coverage: 0.9)
    /// The material of bars (toolbars, tab bars), as regular.
    public static let bar = Material(coverage: 0.65)

    /// The core paint: white in light mode, the dark system background in dark, at the material's opacity.
    public var _paint: _ShapePaint {
        _ShapePaint(
            .adaptive(
                light: .rgb(1, 1, 1, opacity: coverage), dark: .rgb(28 / 255, 28 / 255, 30 / 255, opacity: coverage)))
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
