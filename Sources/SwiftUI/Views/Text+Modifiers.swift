import Foundation
import Vignette

/// The modifiers that keep a `Text` a `Text`, so it can still be joined with `+`.
extension Text {
    func modified(_ modifier: Modifier) -> Text {
        var text = Text { [self] locale in .modified(node(in: locale), modifier) }
        text.origin = origin
        return text
    }

    /// The text in `font`; nil keeps the font in force.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return modified(.font(font.typeface))
    }

    /// The text in another weight; nil keeps each font's own.
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified(.fontWeight(weight?.core)) }

    /// The text in bold.
    public func bold() -> Text { modified(.fontWeight(.bold)) }

    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { modified(.fontWeight(isActive ? .bold : nil)) }

    /// The text in italics.
    public func italic() -> Text { modified(.italic(true)) }

    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { modified(.italic(isActive)) }

    /// Digits of equal width, so changing numbers do not jiggle.
    public func monospacedDigit() -> Text { modified(.monospacedDigit(true)) }

    /// Extra space between characters, in points.
    public func tracking(_ tracking: CGFloat) -> Text { modified(.tracking(tracking)) }

    /// Extra space between characters, in points (drawn as tracking).
    public func kerning(_ kerning: CGFloat) -> Text { modified(.tracking(kerning)) }

    /// The text in `color`; nil keeps the style in force.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return modified(.foregroundStyle(color.paint))
    }

    /// The text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { modified(.foregroundStyle(style._paint.core)) }
}
