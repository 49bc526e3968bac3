import Foundation

/// Text (SwiftUI's `Text`), drawn in the environment's font and foreground style.
public struct Words: Element {
    /// The text's tree node.
    public let node: Node

    /// Text that wraps in the width it is offered, in the environment's font.
    public init(_ text: String) {
        node = .words(text)
    }

    /// A date shown against the render clock (SwiftUI's `Text(_:style:)`); the forms
    /// are listed on `DateTextStyle`.
    public init(_ date: Date, style: DateTextStyle) {
        node = .dateWords(date, style)
    }

    /// A timer running within `interval` against the render clock (SwiftUI's
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`); see `TimerText`.
    public init(
        timerInterval interval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
        showsHours: Bool = true
    ) {
        node = .timerWords(
            TimerText(interval: interval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
}

/// Words joined with `+` set as one text whose pieces keep their own styles, as
/// SwiftUI's `Text` concatenation does:
///
/// ```swift
/// Words("Rain ").bold() + Words("at 3 PM").foregroundStyle(.secondaryLabel)
/// ```
///
/// Each side must be words (plain, dates, or joined) or a symbol (`Words(Symbol(…))`) with text
/// modifiers only — font, weight, italic, digits, tracking, strikethrough, underline, foreground,
/// `widgetAccentable`, a symbol's variable value; anything else fails
/// the render (`ResourceResolver.resolve(_:)`), as it would not compile in SwiftUI.
extension Node {
    /// Joins two texts into one run that wraps as a whole (SwiftUI's `Text + Text`).
    public static func + (lhs: Node, rhs: Node) -> Node {
        .joinedWords(lhs.joinedPieces + rhs.joinedPieces)
    }

    /// Joins a text node and a `Words`.
    public static func + (lhs: Node, rhs: Words) -> Node { lhs + rhs.node }
    /// Joins a `Words` and a text node.
    public static func + (lhs: Words, rhs: Node) -> Node { lhs.node + rhs }

    /// The pieces of a joined text without modifiers of its own; any other node is one piece.
    var joinedPieces: [Node] {
        if case .joinedWords(let pieces) = self { return pieces }
        return [self]
    }

    /// Whether this node can be a piece of joined words: words wrapped in text modifiers.
    var isTextPiece: Bool {
        switch self {
        case .words, .dateWords, .timerWords, .symbol: return true
        case .joinedWords(let pieces): return pieces.allSatisfy(\.isTextPiece)
        case .modified(let child, let modifier): return modifier.isTextModifier && child.isTextPiece
        default: return false
        }
    }
}

extension Words {
    /// Joins two texts into one run that wraps as a whole.
    public static func + (lhs: Words, rhs: Words) -> Node { lhs.node + rhs.node }

    /// A symbol set as text (SwiftUI's `Text(Image(systemName:))`): it sits on the baseline at the
    /// text's size and weight, in its colour, and wraps with the text it is joined to.
    public init(_ symbol: Symbol) {
        node = .joinedWords([symbol.node])
    }

    /// Text followed by a symbol set inline.
    public static func + (lhs: Words, rhs: Symbol) -> Node { lhs.node + Words(rhs).node }
    /// A symbol set inline followed by text.
    public static func + (lhs: Symbol, rhs: Words) -> Node { Words(lhs).node + rhs.node }
}

extension Node {
    /// Joined text followed by a symbol set inline.
    public static func + (lhs: Node, rhs: Symbol) -> Node { lhs + Words(rhs).node }
    /// A symbol set inline followed by joined text.
    public static func + (lhs: Symbol, rhs: Node) -> Node { Words(lhs).node + rhs }
}

extension Modifier {
    /// Modifiers a piece of joined words may carry (what SwiftUI's `Text` methods return `Text` for).
    var isTextModifier: Bool {
        switch self {
        case .font, .foregroundStyle, .fontWeight, .italic, .monospacedDigit, .tracking, .widgetAccentable,
            .symbolVariableValue, .strikethrough, .underline:
            true
        default: false
        }
    }
}
