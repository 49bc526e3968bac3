import Foundation

/// What a modifier tells VoiceOver about the view it wraps (SwiftUI's accessibility modifiers).
///
/// Nothing drawn changes; `LayoutResult.accessibilityElements()` reads them from the laid-out
/// tree (Docs/Accessibility.md). On a view that is not itself an accessibility element (a stack),
/// label, value, hint, traits, hiding and sort priority apply to every element inside it.
public enum AccessibilityModifier: Hashable, Sendable {
    /// What VoiceOver reads for the element, instead of its text or image name.
    case label(String)
    /// The element's current value, read after the label.
    case value(String)
    /// What activating the element does, read after a pause.
    case hint(String)
    /// Traits added to the element's own (`accessibilityAddTraits`).
    case addTraits(AccessibilityTraits)
    /// Traits taken from the element's own (`accessibilityRemoveTraits`).
    case removeTraits(AccessibilityTraits)
    /// Left out of VoiceOver with everything inside when true (`accessibilityHidden`).
    case hidden(Bool)
    /// Makes the view one element, or a container of elements (`accessibilityElement(children:)`).
    case element(children: AccessibilityChildBehavior)
    /// Read before siblings of lower priority in the same container (`accessibilitySortPriority`; default 0).
    case sortPriority(Double)
}

/// How an element made by `accessibilityElement(children:)` treats the elements inside it.
public enum AccessibilityChildBehavior: String, Hashable, Sendable, CaseIterable, Codable {
    /// One element with only the properties given to it; the children are not read.
    case ignore
    /// One element whose label joins the children's labels with ", " (Docs/Accessibility.md).
    case combine
    /// A container: its children stay separate elements, all read before anything after it.
    case contain
}

/// What kind of element VoiceOver announces (SwiftUI's `AccessibilityTraits`), as a set.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits, one per trait.
    public let rawValue: Int
    /// The traits whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A control that does something when activated: VoiceOver says "button".
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content: VoiceOver says "heading" and its rotor can jump to it.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// A link that opens a URL.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 2)
    /// A picture: VoiceOver says "image".
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change: every `Text` has it.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
    /// A selected item, such as the chosen tab.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 5)
    /// A control with an on and an off state.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 6)
    /// A value that changes often, such as a running timer.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    /// A summary of the screen, read first when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 8)

    /// Every trait with its SwiftUI name, in the order output lists them.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("isHeader", .isHeader), ("isButton", .isButton), ("isLink", .isLink), ("isToggle", .isToggle),
        ("isSelected", .isSelected), ("isImage", .isImage), ("isStaticText", .isStaticText),
        ("updatesFrequently", .updatesFrequently), ("isSummaryElement", .isSummaryElement),
    ]

    /// The SwiftUI names of the traits in the set, in `named` order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}
