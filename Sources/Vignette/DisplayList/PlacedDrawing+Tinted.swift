import Foundation

/// Accented (tinted) rendering for what carries its own colours. Solid colours are
/// tinted when they are resolved (`WidgetEnvironment.resolve`); pictures and colour
/// emoji need their pixels recoloured instead.
extension PlacedDrawing {
    /// A picture in accented mode, as its `AccentedRenderingMode` says. Without one it is
    /// painted in the accent tint, keeping its alpha: our reading of WidgetKit's default,
    /// which Apple does not state.
    static func tinted(
        _ drawing: PlacedNode.Drawing, _ mode: AccentedRenderingMode?, _ env: WidgetEnvironment
    ) -> PlacedNode.Drawing {
        guard env.renderingMode == .accented, case .image = drawing else { return drawing }
        switch mode ?? .accented {
        case .fullColor: return drawing
        case .accented: return .recolored(drawing, .solid(env.tint.accent))
        case .desaturated: return .recolored(drawing, .luminance(env.tint.primary))
        case .accentedDesaturated: return .recolored(drawing, .luminance(env.tint.accent))
        }
    }

    /// A colour effect's filters: its matrix, then in accented mode the group's tint by alpha, since
    /// iOS draws every pixel of an accented widget in its group's tint, keeping only its alpha
    /// (Docs/SwiftUI/ColorEffects.md): `luminanceToAlpha()`'s black becomes the tint.
    static func colorEffect(_ effect: ColorEffect, _ env: WidgetEnvironment) -> [ColorFilter] {
        if case .blur(let radius) = effect { return [.blur(radius: radius)] }
        let matrix = ColorFilter.matrix(effect.matrix { env.resolve($0) })
        guard env.renderingMode == .accented else { return [matrix] }
        return [matrix, .solid(env.isAccentGroup ? env.tint.accent : env.tint.primary)]
    }

    /// Text in accented mode: colour emoji are glyph images, so a line holding one is
    /// recoloured to its group's tint like the rest of the text.
    static func tinted(
        _ drawing: PlacedNode.Drawing, text block: TextBlock, _ env: WidgetEnvironment
    ) -> PlacedNode.Drawing {
        guard env.renderingMode == .accented, case .text = drawing,
            block.lines.contains(where: { $0.text.unicodeScalars.contains(where: \.isColorEmoji) })
        else { return drawing }
        return .recolored(drawing, .solid(env.isAccentGroup ? env.tint.accent : env.tint.primary))
    }
}

extension Unicode.Scalar {
    /// Drawn from a colour emoji font by default, or asked to be (variation selector 16).
    var isColorEmoji: Bool { properties.isEmojiPresentation || value == 0xFE0F }
}
