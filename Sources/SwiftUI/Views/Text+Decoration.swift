import Foundation
import Vignette

extension Text {
    /// How a strikethrough or underline is drawn: its pattern and colour (nil: the text's).
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of a decoration line. Vignette draws every pattern as a solid line
        /// (Docs/SwiftUI.md, "Text decorations").
        public struct Pattern: Hashable, Sendable {
            let core: TextLineStyle.Pattern

            /// An unbroken line.
            public static let solid = Pattern(core: .solid)
            /// A dotted line (drawn solid).
            public static let dot = Pattern(core: .dot)
            /// A dashed line (drawn solid).
            public static let dash = Pattern(core: .dash)
            /// Alternating dashes and dots (drawn solid).
            public static let dashDot = Pattern(core: .dashDot)
            /// A dash, then two dots, repeated (drawn solid).
            public static let dashDotDot = Pattern(core: .dashDotDot)
        }

        /// The line's pattern.
        let pattern: Pattern
        /// The line's colour; nil: the text's.
        let color: Color?

        /// A line with `pattern`, in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The core line style.
        var core: TextLineStyle { TextLineStyle(pattern: pattern.core, color: color?.paint) }
    }

    /// A line through the middle of the text when `isActive`, in `color` (nil: the text's colour).
    /// It takes no room; it stays with this part of a `Text + Text`.
    public func strikethrough(
        _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> Text
    { modified(.strikethrough(isActive ? LineStyle(pattern: pattern, color: color).core : nil)) }

    /// A line under the baseline of the text when `isActive`, in `color` (nil: the text's colour).
    /// It takes no room; it stays with this part of a `Text + Text`.
    public func underline(
        _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> Text
    { modified(.underline(isActive ? LineStyle(pattern: pattern, color: color).core : nil)) }
}

nonisolated extension View {
    /// A line through the middle of text inside when `isActive`, in `color` (nil: each text's colour).
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> some View
    {
        // The colour is read when the view is lowered, as `foregroundColor` reads it (asset colours).
        coreModified { _ in .strikethrough(isActive ? Text.LineStyle(pattern: pattern, color: color).core : nil) }
    }

    /// A line under the baseline of text inside when `isActive`, in `color` (nil: each text's colour).
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> some View
    { coreModified { _ in .underline(isActive ? Text.LineStyle(pattern: pattern, color: color).core : nil) } }
}
