import Foundation

/// What VoiceOver reads for an element; nothing drawn changes (Docs/Accessibility.md).
extension Element {
    /// What VoiceOver reads instead of the element's text or picture name.
    public func accessibilityLabel(_ label: String) -> Node { modified(.accessibility(.label(label))) }
    /// The element's current value, read after its label.
    public func accessibilityValue(_ value: String) -> Node { modified(.accessibility(.value(value))) }
    /// What activating the element does, read after a pause.
    public func accessibilityHint(_ hint: String) -> Node { modified(.accessibility(.hint(hint))) }
    /// Adds traits, such as `.isHeader`, to the element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Node {
        modified(.accessibility(.addTraits(traits)))
    }
    /// Takes traits, such as `.isImage`, from the element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Node {
        modified(.accessibility(.removeTraits(traits)))
    }
    /// Leaves the element and everything inside it out of VoiceOver.
    public func accessibilityHidden(_ hidden: Bool = true) -> Node { modified(.accessibility(.hidden(hidden))) }
    /// Makes the element one accessibility element (`.ignore`, `.combine`) or a container (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Node {
        modified(.accessibility(.element(children: children)))
    }
    /// Reads the element before its siblings of lower priority (default 0) in the same container.
    public func accessibilitySortPriority(_ priority: Double) -> Node {
        modified(.accessibility(.sortPriority(priority)))
    }
}
