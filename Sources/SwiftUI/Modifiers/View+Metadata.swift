import Foundation
import Vignette

// Modifiers that tell the system about a view without changing a still image of it: they are
// accepted so a widget compiles unchanged, and draw the view as it is (Docs/SwiftUI/Modifiers.md).

/// How a view's content animates when a timeline entry changes it: drawn by
/// `vignette timeline --animate` (Docs/Time.md §5); a still image is the same for every value.
public struct ContentTransition: Hashable, Sendable {
    let core: Vignette.ContentTransition
    /// No animation.
    public static let identity = ContentTransition(core: .identity)
    /// A cross-fade.
    public static let opacity = ContentTransition(core: .opacity)
    /// Glyph shapes morph into each other; Vignette cross-fades them.
    public static let interpolate = ContentTransition(core: .opacity)
    /// Digits roll, downwards when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(core: countsDown ? .numericTextCountingDown : .numericText)
    }
    /// Digits roll in the direction `value` moved; Vignette, which sees no earlier value here, rolls them up.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(core: .numericText) }
}

nonisolated extension View {
    /// How text inside animates when an entry changes it (`vignette timeline --animate`).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        coreModified(.contentTransition(transition.core))
    }

    /// Marks private data: drawn as a placeholder under `redacted(reason: .privacy)` and in the
    /// locked appearances, as a locked iPhone hides it (Docs/Privacy.md).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { coreModified(.privacySensitive(sensitive)) }

    /// Marks content that is stale while an interaction's intent runs; drawn as it is.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
