import Foundation

/// One stop of VoiceOver in a widget: what it reads there and where the focus box is drawn.
///
/// `LayoutResult.accessibilityElements()` lists them in reading order (Docs/Accessibility.md).
public struct AccessibilityElement: Hashable, Sendable {
    /// What VoiceOver reads first: the text, the label given, or the children's labels joined.
    public var label: String
    /// The current value, read after the label; nil when there is none.
    public var value: String?
    /// What activating the element does, read after a pause; nil when there is none.
    public var hint: String?
    /// What kind of element it is ("heading", "button", "image").
    public var traits: AccessibilityTraits
    /// The focus box, in widget points.
    public var frame: CGRect
    /// Whether this is a container (`accessibilityElement(children: .contain)`): its `children` are
    /// read in order before anything after it, and its label names the group.
    public var isContainer: Bool
    /// A container's elements in reading order; empty for an element.
    public var children: [AccessibilityElement]
    /// Read before siblings of lower priority (`accessibilitySortPriority`).
    public var sortPriority: Double

    /// An element or container with these properties.
    public init(
        label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        frame: CGRect, isContainer: Bool = false, children: [AccessibilityElement] = [], sortPriority: Double = 0
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.isContainer = isContainer
        self.children = children
        self.sortPriority = sortPriority
    }

    /// The elements VoiceOver stops at, containers opened, in reading order.
    public var flattened: [AccessibilityElement] {
        isContainer ? [self] + children.flatMap(\.flattened) : [self]
    }
}

extension LayoutResult {
    /// The elements VoiceOver reads in this layout, in the order it reads them (Docs/Accessibility.md):
    /// text, labelled pictures and symbols, and the elements `accessibilityElement(children:)` makes,
    /// without hidden ones, sorted by sort priority, then top to bottom and leading to trailing.
    public func accessibilityElements() -> [AccessibilityElement] {
        ReadingOrder.sorted(AccessibilityCollector().items(root))
    }
}
