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

/// Turns the engine's frames into the public placed tree, with what each node paints.
struct PlacedTreeBuilder {
    let engine: LayoutEngine
    /// The host's rectangle: the container a `containerRelative` shape is inset from.
    var host: CGRect { engine.host }

    func node(_ id: Int) -> PlacedNode {
        let entry = engine.tree[id]
        let env = entry.environment
        let frame = engine.frames[id]
        var lines: [String]?
        var drawing: PlacedNode.Drawing
        // Paints are placed relative to the node's frame; DisplayListBuilder moves them
        // onto the frame after snapping.
        let local = CGRect(origin: .zero, size: frame.size)
        switch entry.kind {
        case .text:
            let block = engine.placedText(id) ?? engine.textBlock(id, Proposal(frame.size))
            lines = block.lines.map(\.text)
            drawing = PlacedDrawing.tinted(PlacedDrawing.text(block, env), text: block, env)
            if case .gradient = env.resolve(env.foreground, in: local) {
                drawing = .masked(drawing, env.resolve(env.foreground, in: local))
            }
        case .symbol(let name, let glyph, let box):
            drawing = PlacedDrawing.symbol(name, glyph, box, env, local)
        case .picture(let spec, let picture):
            drawing = PlacedDrawing.picture(spec, picture, env, local)
            if spec.isTemplate, case .image = drawing {
                // A template keeps only its alpha, painted with the foreground style like a symbol.
                let foreground = env.resolve(env.foreground, in: local)
                if case .gradient = foreground {
                    drawing = .masked(drawing, foreground)
                } else {
                    drawing = .recolored(drawing, .solid(env.resolve(env.foreground)))
                }
            } else {
                drawing = PlacedDrawing.tinted(drawing, spec.accentedRenderingMode, env)
            }
        case .fill(let paint):
            drawing = .shape(.rect, env.resolve(paint, in: local))
        case .shape(let kind, let paint):
            drawing = .shape(resolved(kind, env, frame), env.resolve(paint ?? .foreground, in: local))
        case .stroke(let kind, let paint, let style):
            drawing = .stroke(resolved(kind, env, frame), style, env.resolve(paint ?? .foreground, in: local))
        case .shadow(let shadow):
            drawing = .shadow(
                DisplayShadow(
                    color: env.resolve(shadow.color), radius: shadow.radius,
                    offset: CGSize(width: shadow.x, height: shadow.y)))
        case .rule:
            drawing = .shape(.rect, .color(env.resolve(.separator)))
        case .opacity(let opacity):
            drawing = .effect(opacity: opacity, clip: nil)
        case .clip(let shape):
            drawing = .effect(opacity: 1, clip: resolved(shape, env, frame))
        case .decoration(_, let isOverlay):
            drawing = .decoration(isOverlay: isOverlay)
        case .mask:
            drawing = .mask
        case .rotation(let angle, let anchor):
            drawing = .transform(.rotation(angle, about: anchor.point(in: local)))
        case .scale(let factors, let anchor):
            drawing = .transform(.scale(x: factors.width, y: factors.height, about: anchor.point(in: local)))
        default:
            drawing = .none
        }
        drawing = PlacedDrawing.mirrored(drawing, entry.kind, env)
        // A choice keeps only the child it laid out; the others have no frames and draw nothing.
        let children = engine.chosenChild[id].map { [$0] } ?? entry.children
        // A size reader's content was laid out in a tree of its own once its size was known.
        let placed = engine.readContent[id].map { [$0] } ?? children.map(node)
        return PlacedNode(
            kind: Self.nodeKind(entry.kind), frame: frame, name: entry.name, lines: lines,
            children: placed, drawing: drawing, accessibility: Self.accessibility(entry),
            origin: engine.tree.origins[id])
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

    /// `kind` with a container-relative shape made concrete at `frame`.
    private func resolved(_ kind: ShapeKind, _ env: WidgetEnvironment, _ frame: CGRect) -> ShapeKind {
        kind.resolvingContainer(env.containerShape, frame: frame, host: host)
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
        case .clip: .clipShape
        case .shadow: .shadow
        case .rotation: .rotation
        case .scale: .scale
        }
    }
}
