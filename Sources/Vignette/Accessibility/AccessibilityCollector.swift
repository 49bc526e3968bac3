import Foundation

/// Builds the accessibility elements of a laid-out tree, before they are put in reading order.
///
/// Modifiers apply innermost first, so the outermost label, value, hint, hiding and priority win;
/// traits are added and removed in that order. Modifiers on a view that is not an element (a
/// stack) pass down to every element inside it (Docs/Accessibility.md).
struct AccessibilityCollector {
    /// Modifiers in the order they apply: innermost first, then those of the enclosing views.
    typealias Chain = [AccessibilityModifier]

    /// The elements and containers under `node`, unsorted.
    func items(_ node: PlacedNode) -> [AccessibilityElement] {
        items(node, node.accessibility.modifiers[...], inherited: [])
    }

    /// The elements of `node` seen through `modifiers` (outermost first) and what enclosing views pass down.
    private func items(
        _ node: PlacedNode, _ modifiers: ArraySlice<AccessibilityModifier>, inherited: Chain
    ) -> [AccessibilityElement] {
        guard let split = modifiers.firstIndex(where: { if case .element = $0 { true } else { false } }) else {
            return plain(node, chain: modifiers.reversed() + inherited)
        }
        guard case .element(let behavior) = modifiers[split] else {
            preconditionFailure("split is an element modifier")
        }
        // Modifiers outside `accessibilityElement` describe the new element; those inside, the view it is made of.
        let outer: Chain = modifiers[..<split].reversed() + inherited
        let inner = modifiers[(split + 1)...]
        if Self.resolve(outer).hidden { return [] }
        let frame = node.frame
        switch behavior {
        case .contain:
            let children = ReadingOrder.sorted(items(node, inner, inherited: []))
            var container = Self.apply(outer, to: AccessibilityElement(label: "", frame: frame))
            container.isContainer = true
            container.children = children
            return children.isEmpty && container.label.isEmpty ? [] : [container]
        case .combine:
            let parts = ReadingOrder.sorted(items(node, inner, inherited: [])).flatMap(\.flattened).filter {
                !$0.isContainer
            }
            return [Self.apply(outer, to: Self.combined(parts, frame: frame))]
        case .ignore:
            // A text or picture made an element keeps what it reads; a stack's children are dropped.
            let base =
                leaf(node).map { Self.apply(inner.reversed(), to: $0) } ?? AccessibilityElement(label: "", frame: frame)
            return [Self.apply(outer, to: base)]
        }
    }

    /// A node with no `accessibilityElement` of its own: a leaf element, or what its children hold.
    private func plain(_ node: PlacedNode, chain: Chain) -> [AccessibilityElement] {
        let resolved = Self.resolve(chain)
        // Hidden views, and views drawn fully transparent (SwiftUI's `hidden()`), are not read.
        if resolved.hidden || node.isInvisible { return [] }
        if let base = leaf(node) {
            let element = Self.apply(chain, to: base)
            // A picture with no label (no name, or decorative) is skipped, as is empty text.
            guard !element.label.isEmpty || element.value != nil, node.frame.width > 0, node.frame.height > 0 else {
                return []
            }
            return [element]
        }
        // A mask's shape is not content; the masked view is.
        let children = node.kind == .mask ? Array(node.children.prefix(1)) : node.children
        return children.flatMap { items($0, $0.accessibility.modifiers[...], inherited: chain) }
    }

    /// The element a text, symbol or picture makes by itself, before modifiers; nil for other nodes.
    private func leaf(_ node: PlacedNode) -> AccessibilityElement? {
        guard node.kind == .words || node.kind == .symbol || node.kind == .picture else { return nil }
        return AccessibilityElement(
            label: node.accessibility.content ?? "", traits: node.accessibility.traits, frame: node.frame)
    }

    /// `accessibilityElement(children: .combine)`: the children's labels joined with ", ", their
    /// values and hints likewise, and their traits merged; images lose the image trait next to text.
    static func combined(_ parts: [AccessibilityElement], frame: CGRect) -> AccessibilityElement {
        func joined(_ strings: [String?]) -> String? {
            let kept = strings.compactMap { $0 }.filter { !$0.isEmpty }
            return kept.isEmpty ? nil : kept.joined(separator: ", ")
        }
        var traits = parts.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
        if !parts.allSatisfy({ $0.traits.contains(.isImage) }) { traits.remove(.isImage) }
        return AccessibilityElement(
            label: joined(parts.map(\.label)) ?? "", value: joined(parts.map(\.value)),
            hint: joined(parts.map(\.hint)), traits: traits, frame: frame)
    }

    /// What a chain of modifiers settles: hidden or not, and the sort priority.
    static func resolve(_ chain: Chain) -> (hidden: Bool, priority: Double) {
        var hidden = false, priority = 0.0
        for modifier in chain {
            switch modifier {
            case .hidden(let value): hidden = value
            case .sortPriority(let value): priority = value
            default: break
            }
        }
        return (hidden, priority)
    }

    /// `element` with the chain's label, value, hint, traits and priority applied, innermost first.
    static func apply(_ chain: Chain, to element: AccessibilityElement) -> AccessibilityElement {
        var out = element
        for modifier in chain {
            switch modifier {
            case .label(let text): out.label = text
            case .value(let text): out.value = text
            case .hint(let text): out.hint = text
            case .addTraits(let traits): out.traits.formUnion(traits)
            case .removeTraits(let traits): out.traits.subtract(traits)
            case .sortPriority(let value): out.sortPriority = value
            case .hidden, .element: break
            }
        }
        return out
    }
}

extension PlacedNode {
    /// Drawn at opacity 0: SwiftUI leaves such views out of accessibility, as `hidden()` does.
    var isInvisible: Bool {
        if case .effect(let opacity, _) = drawing { return opacity <= 0 }
        return false
    }
}
