import Foundation

/// Apple's named colours: the semantic (dynamic) ones and the system tints and grays.
///
/// Each resolves per colour scheme and OS from the table in `SystemColor+Table.swift`,
/// which transcribes Docs/WidgetFacts.md §6.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    // Labels and separators (§6d).
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case separator, opaqueSeparator, link
    // Backgrounds (§6d).
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    // Fills (§6d).
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    // Tints (§6a for iOS 26, §6b for iOS 18).
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    // Grays (§6c).
    case gray, gray2, gray3, gray4, gray5, gray6
    // Fixed.
    case white, black, clear
}
