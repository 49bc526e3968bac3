/// The direction of the writing system around a widget (SwiftUI's `LayoutDirection`).
///
/// Right to left, a text's leading edge is on the right: `multilineTextAlignment(.leading)`
/// puts lines against the right edge. Pango shapes each run in its own script's
/// direction either way.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rows run left to right, or right to left (Arabic, Hebrew).
    case leftToRight, rightToLeft
}
