import Foundation

/// Entry point of the layout stage: propose → choose → place.
public enum Layout {
    /// Lays out `node` in a host of `size` points: the host proposes its full size and
    /// centres the root (as UIHostingController does). Frames are exact, not yet
    /// snapped to pixels (text sizes excepted: they round up to the pixel grid as
    /// SwiftUI's do); `LayoutResult.snapped(toScale:)` rounds them for drawing.
    ///
    /// Symbols and pictures come from `resources` (`ResourceResolver.resolve(_:)` finds them
    /// first); a picture it lacks lays out 0×0 and draws nothing.
    public static func layout(
        _ node: Node, in size: CGSize, environment: WidgetEnvironment,
        textEngine: TextEngine, resources: ResolvedResources = .symbolsOnly
    ) -> LayoutResult {
        let tree = LayoutTree(root: node, environment: environment, resources: resources)
        let engine = LayoutEngine(tree: tree, textEngine: textEngine, host: CGRect(origin: .zero, size: size))
        let proposal = Proposal(size)
        let rootSize = engine.size(0, proposal)
        engine.place(
            0, at: CGPoint(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2), proposal)
        engine.mirrorRightToLeft(rootIn: engine.host, direction: environment.layoutDirection)
        return LayoutResult(root: PlacedTreeBuilder(engine: engine).node(0))
    }
}

/// Turns the engine's frames into the public placed tree. Each node keeps a reference to its
/// entry (`NodeReference`); what it paints is resolved after layout, by the display-list stage.
struct PlacedTreeBuilder {
    let engine: LayoutEngine
    let source: PlacedTreeSource

    init(engine: LayoutEngine) {
        self.engine = engine
        source = PlacedTreeSource(tree: engine.tree, host: engine.host)
    }

    func node(_ id: Int) -> PlacedNode {
        let frame = engine.frames[id]
        var text: TextBlock?
        if case .text = engine.tree[id].kind {
            text = engine.placedText(id) ?? engine.textBlock(id, Proposal(frame.size))
        }
        let reference = NodeReference(source: source, id: id, text: text, frame: frame)
        // A choice keeps only the child it laid out; the others have no frames and draw nothing.
        // (Most trees have no choices, read content or origins: no lookup then.)
        let chosen = engine.chosenChild.isEmpty ? nil : engine.chosenChild[id]
        let children = chosen.map { [$0] } ?? engine.tree[id].children
        // A size reader's content was laid out in a tree of its own once its size was known.
        let read = engine.readContent.isEmpty ? nil : engine.readContent[id]
        let placed = read.map { [$0] } ?? children.map(node)
        return PlacedNode(
            kind: Self.nodeKind(engine.tree[id].kind), frame: frame, name: engine.tree[id].name,
            lines: text?.lines.map(\.text),
            children: placed, reference: reference, accessibility: Self.accessibility(engine.tree[id]),
            origin: engine.tree.origins.isEmpty ? nil : engine.tree.origins[id])
    }

    /// The entry's accessibility modifiers, with what a text or symbol reads by itself.
    static func accessibility(_ entry: LayoutTree.Entry) -> PlacedAccessibility {
        switch entry.kind {
        case .text(let content):
            PlacedAccessibility(modifiers: entry.accessibility, content: content.spokenText, traits: .isStaticText)
        case .symbol(let name, _, _):
            PlacedAccessibility(
                modifiers: entry.accessibility, content: PlacedAccessibility.symbolLabel(name), traits: .isImage)
        case .picture:
            PlacedAccessibility(modifiers: entry.accessibility, content: nil, traits: .isImage)
        default:
            entry.accessibility.isEmpty
                ? .none : PlacedAccessibility(modifiers: entry.accessibility, content: nil, traits: [])
        }
    }

    static func nodeKind(_ kind: LayoutTree.Kind) -> NodeKind {
        switch kind {
        case .stack(.vertical, _, _): .column
        case .stack(.horizontal, _, _): .row
        case .layers: .layers
        case .firstThatFits: .firstThatFits
        case .sizeReader: .sizeReader
        case .chart: .chart
        case .grid: .grid
        case .gridRow: .gridRow
        case .spring: .spring
        case .text: .words
        case .symbol: .symbol
        case .picture: .picture
        case .rule: .rule
        case .fill: .fill
        case .shape(let shape, _), .stroke(let shape, _, _): shape.nodeKind
        case .padding: .padding
        case .frame, .flexFrame: .frame
        case .decoration(_, let isOverlay): isOverlay ? .overlay : .background
        case .mask: .mask
        case .priority: .layoutPriority
        case .fixedSize: .fixedSize
        case .aspectRatio: .aspectRatio
        case .offset: .offset
        case .opacity: .opacity
        case .blend: .blendMode
        case .colorEffect: .colorEffect
        case .clip: .clipShape
        case .shadow: .shadow
        case .rotation: .rotation
        case .scale: .scale
        }
    }
}
