/// Why content is drawn as a placeholder (SwiftUI's `RedactionReasons`).
///
/// With `.placeholder`, every line of text becomes a rounded bar of its width, symbols
/// and pictures become rounded grey boxes, and shapes draw as they are. With `.privacy`,
/// only content marked `privacySensitive()` is drawn that way (Docs/Privacy.md).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Reasons from their bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Placeholder content, as WidgetKit shows a widget before its first timeline entry.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden: what a locked iPhone does to `privacySensitive()` content on the
    /// Lock Screen and in StandBy (the `lockScreenLocked` and `standByLocked` appearances).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)

    /// The reasons' names, in JSON and messages.
    static let names: [(String, RedactionReasons)] = [("placeholder", .placeholder), ("privacy", .privacy)]
}
