import Foundation

/// How a line through or under text is drawn (SwiftUI's `Text.LineStyle`): its pattern and,
/// when set, its own colour. Decorations take no room: text is measured the same with them.
public struct TextLineStyle: Hashable, Sendable {
    /// The dashes of a decoration line (SwiftUI's `Text.LineStyle.Pattern`). Vignette draws every
    /// pattern as a solid line for now (Docs/SwiftUI.md, "Text decorations").
    public enum Pattern: String, CaseIterable, Hashable, Sendable {
        /// An unbroken line.
        case solid
        /// A dotted line.
        case dot
        /// A dashed line.
        case dash
        /// Alternating dashes and dots.
        case dashDot
        /// A dash, then two dots, repeated.
        case dashDotDot
    }

    /// The line's dashes.
    public var pattern: Pattern
    /// The line's colour; nil: the colour of the text it decorates.
    public var color: Paint?

    /// A line with `pattern`, in `color` (nil: the text's colour).
    public init(pattern: Pattern = .solid, color: Paint? = nil) {
        self.pattern = pattern
        self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = TextLineStyle()
}

/// A span's strikethrough or underline as it is drawn: its pattern and resolved colour.
public struct TextDecoration: Hashable, Sendable {
    /// The line's dashes (drawn solid, `TextLineStyle.Pattern`).
    public var pattern: TextLineStyle.Pattern
    /// The line's colour, resolved; nil: the span's colour.
    public var color: RGBA?

    /// A line with `pattern`, in `color` (nil: the span's colour).
    public init(pattern: TextLineStyle.Pattern = .solid, color: RGBA? = nil) {
        self.pattern = pattern
        self.color = color
    }
}
