import Foundation

/// Apple's named colours: the semantic (dynamic) ones and the system tints and grays.
///
/// Each resolves per colour scheme and OS from the table in `SystemColor+Table.swift`,
/// which transcribes Docs/WidgetFacts.md §6.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    // Labels and separators (§6d).
    /// Text colours by emphasis, and placeholder text.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    /// Separator lines (translucent and opaque) and link text.
    case separator, opaqueSeparator, link
    // Backgrounds (§6d).
    /// Plain background levels, each layered on the one before.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    /// Grouped (inset table) background levels.
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    // Fills (§6d).
    /// Translucent fills for shapes, from thin to large.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    // Tints (§6a for iOS 26, §6b for iOS 18).
    /// The tint colours, which differ between iOS 18 and iOS 26.
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    // Grays (§6c).
    /// The six grey levels, from mid grey to nearly the background.
    case gray, gray2, gray3, gray4, gray5, gray6
    // Fixed.
    /// Fixed colours that ignore the colour scheme.
    case white, black, clear
}
