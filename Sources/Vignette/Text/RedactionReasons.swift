/// Why content is drawn as a placeholder (SwiftUI's `RedactionReasons`).
///
/// With `.placeholder`, every line of text becomes a rounded bar of its width, symbols
/// and pictures become rounded grey boxes, and shapes draw as they are.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Reasons from their bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Placeholder content, as WidgetKit shows a widget before its first timeline entry.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
}
