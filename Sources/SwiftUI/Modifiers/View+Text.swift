import Foundation
import Vignette

/// Modifiers that hand text settings and the foreground style down to everything inside.
nonisolated extension View {
    /// The font of text and symbols inside; nil keeps the font in force.
    public func font(_ font: Font?) -> some View {
        coreModified { _ in font.map { .font($0.typeface) } }
    }

    /// The weight of every font inside; nil gives each font its own weight back.
    public func fontWeight(_ weight: Font.Weight?) -> some View { coreModified(.fontWeight(weight?.core)) }

    /// Bold text inside when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View { coreModified(.fontWeight(isActive ? .bold : nil)) }

    /// Italic text inside when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View { coreModified(.italic(isActive)) }

    /// Digits of equal width inside.
    public func monospacedDigit() -> some View { coreModified(.monospacedDigit(true)) }

    /// The style of text, symbols and unfilled shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let paint = style._paint.core
        // Kept in the environment too: a borderless button inside takes it instead of its tint.
        return coreModified(.foregroundStyle(paint)) { $0.core.foreground = paint }
    }

    /// The colour of text, symbols and unfilled shapes inside; nil keeps the style in force.
    public func foregroundColor(_ color: Color?) -> some View {
        var modified = CoreModified(self) { _ in color.map { .foregroundStyle($0.paint) } }
        if let color { modified.adjust = { $0.core.foreground = color.paint } }
        return modified
    }

    /// At most `number` lines of text; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View { coreModified(.lineLimit(number)) }

    /// How the lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        coreModified(.multilineTextAlignment(alignment.core))
    }

    /// How far text may shrink (more than 0, at most 1) to fit before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { coreModified(.minimumScaleFactor(factor)) }
}
