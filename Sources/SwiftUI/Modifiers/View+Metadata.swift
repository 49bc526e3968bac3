import Foundation
import Vignette

// Modifiers that tell the system about a view without changing a still image of it: they are
// accepted so a widget compiles unchanged, and draw the view as it is (Docs/SwiftUI/Modifiers.md).

/// How a view's content animates when it changes; a still image has no animation.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// No animation.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Glyph shapes morph into each other.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll, downwards when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
    /// Digits roll in the direction `value` moved.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How an SF Symbol's layers are coloured. Vignette's symbols are drawn as one layer, so every
/// mode draws the monochrome glyph.
public enum SymbolRenderingMode: Hashable, Sendable {
    /// One colour for every layer.
    case monochrome
    /// Layers at decreasing opacities of one colour.
    case hierarchical
    /// The symbol's own colours.
    case multicolor
    /// Layers in the styles given by `foregroundStyle(_:_:)`.
    case palette
}

/// How an element's children are exposed to accessibility.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Children are hidden; the element stands for them.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children stay separate elements.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Children's labels are joined into one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
    /// How the content animates when an entry changes it; a still image is unchanged.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Marks private data: drawn as a placeholder under `redacted(reason: .privacy)` and in the
    /// locked appearances, as a locked iPhone hides it (Docs/Privacy.md).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { coreModified(.privacySensitive(sensitive)) }

    /// Marks content that is stale while an interaction's intent runs; drawn as it is.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// How SF Symbols inside colour their layers; drawn monochrome (one-layer glyphs).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// What VoiceOver reads for the view; nothing drawn changes.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// What VoiceOver reads for the view; nothing drawn changes.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// What VoiceOver reads for the view; nothing drawn changes.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The value VoiceOver reads after the label; nothing drawn changes.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// The value VoiceOver reads after the label; nothing drawn changes.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// A hint VoiceOver reads after a pause; nothing drawn changes.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// Hides the view from VoiceOver; nothing drawn changes.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Groups the view's children for VoiceOver; nothing drawn changes.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}
