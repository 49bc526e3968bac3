import Foundation

/// Modifiers that hand text and image settings down to everything inside.
extension Element {
    /// Overrides the weight of every font inside; nil gives each font its own weight back.
    public func fontWeight(_ weight: Typeface.Weight?) -> Node { modified(.fontWeight(weight)) }
    /// Sets text inside to bold; false gives each font its own weight back.
    public func bold(_ isActive: Bool = true) -> Node { modified(.fontWeight(isActive ? .bold : nil)) }
    /// Slants text inside; false turns the slant off again.
    public func italic(_ isActive: Bool = true) -> Node { modified(.italic(isActive)) }
    /// Digits of equal width, so changing numbers do not jiggle.
    public func monospacedDigit() -> Node { modified(.monospacedDigit(true)) }
    /// Extra space between characters, in points.
    public func tracking(_ points: CGFloat) -> Node { modified(.tracking(points)) }
    /// Vignette draws kerning as tracking: extra space between characters.
    public func kerning(_ points: CGFloat) -> Node { modified(.tracking(points)) }

    /// How far text may shrink (0 < factor ≤ 1) to fit before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> Node { modified(.minimumScaleFactor(factor)) }

    /// Draws a line through the middle of text inside (SwiftUI's `strikethrough(_:pattern:color:)`), in
    /// `color` or, when nil, the text's colour; false removes it. Every pattern is drawn solid.
    public func strikethrough(
        _ isActive: Bool = true, pattern: TextLineStyle.Pattern = .solid, color: Paint? = nil
    )
        -> Node
    { modified(.strikethrough(isActive ? TextLineStyle(pattern: pattern, color: color) : nil)) }

    /// Draws a line under the baseline of text inside (SwiftUI's `underline(_:pattern:color:)`), in
    /// `color` or, when nil, the text's colour; false removes it. Every pattern is drawn solid.
    public func underline(
        _ isActive: Bool = true, pattern: TextLineStyle.Pattern = .solid, color: Paint? = nil
    )
        -> Node
    { modified(.underline(isActive ? TextLineStyle(pattern: pattern, color: color) : nil)) }

    /// The text size inside: text styles take their size at `size` (Docs/WidgetFacts.md §5b).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> Node { modified(.dynamicTypeSize(size)) }

    /// Adds `reason` to the reasons the content is redacted for: `.placeholder` draws all of it as a
    /// placeholder (text as rounded bars, pictures as grey boxes); `.privacy` only what is
    /// marked `privacySensitive()`.
    public func redacted(reason: RedactionReasons) -> Node { modified(.redacted(reason)) }

    /// Marks the content as private: drawn as a placeholder where the reasons include `.privacy`,
    /// as on a locked iPhone's Lock Screen and StandBy (Docs/Privacy.md).
    public func privacySensitive(_ sensitive: Bool = true) -> Node { modified(.privacySensitive(sensitive)) }

    /// Draws the content as it is, even inside `redacted`.
    public func unredacted() -> Node { modified(.redacted([])) }

    /// The writing direction inside: right to left, leading means right.
    public func layoutDirection(_ direction: LayoutDirection) -> Node { modified(.layoutDirection(direction)) }

    /// System colours inside resolve in `scheme`, whatever the render's appearance.
    public func colorScheme(_ scheme: ColorScheme) -> Node { modified(.colorScheme(scheme)) }

    /// How large symbols are against the font.
    public func imageScale(_ scale: ImageScale) -> Node { modified(.imageScale(scale)) }

    /// How symbols inside colour their layers (drawn by SF Symbols templates, `--symbols`).
    public func symbolRendering(_ mode: SymbolRendering?) -> Node { modified(.symbolRendering(mode)) }

    /// The foreground style, and the secondary and tertiary styles palette symbols colour their layers with.
    public func foregroundStyle(_ primary: Paint, _ secondary: Paint, _ tertiary: Paint? = nil) -> Node {
        modified(.foregroundStyle(primary)).modified(.foregroundLevels([secondary] + (tertiary.map { [$0] } ?? [])))
    }

    /// How far variable symbols inside are filled in, 0…1.
    public func symbolVariableValue(_ value: Double?) -> Node { modified(.symbolVariableValue(value)) }

    /// How text inside animates into the next timeline entry's (`vignette timeline --animate`).
    public func contentTransition(_ transition: ContentTransition) -> Node { modified(.contentTransition(transition)) }
}
