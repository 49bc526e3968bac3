import Foundation

/// Runs SwiftUI's layout protocol over a `LayoutTree`: `size(_:_:)` answers a
/// proposal (cached per node and proposal, as a child is asked the same question
/// many times), `place(_:at:_:)` fixes a node's frame and places its children.
///
/// The algorithms for each kind live in their own files (`StackLayout.swift`,
/// `FrameLayout.swift`, …) as extensions; this file only dispatches.
final class LayoutEngine {
    let tree: LayoutTree
    let textEngine: TextEngine
    private var sizeCache: [SizeCache]
    /// Each text node's blocks by proposal, indexed by node id: a text is asked a handful
    /// of proposals, so a short list beats a dictionary per node (empty lists cost nothing).
    var textCache: [[(proposal: Proposal, block: TextBlock)]]
    /// Each stack's gaps between children (`distances`), indexed by node id.
    var gapCache: [[CGFloat]?]
    /// Each node's frame in root coordinates, filled in by `place`.
    var frames: [CGRect]
    /// The rectangle of the widget the tree is laid out in, in this tree's coordinates.
    let host: CGRect
    /// Each placed size reader's content, laid out in its own tree and moved onto the reader.
    var readContent: [Int: PlacedNode] = [:]
    /// Frames of named nodes in the trees around this one (a size reader's content), in this tree's coordinates.
    var outerFrame: ((String) -> CGRect?)?
    /// The child each placed `firstThatFits` node chose, by node id: only it is in the placed tree.
    var chosenChild: [Int: Int] = [:]
    /// Where in `textCache` the block each text node was placed with is (-1: not placed).
    private var placedTextSlot: [Int32]

    init(tree: LayoutTree, textEngine: TextEngine, host: CGRect) {
        self.tree = tree
        self.textEngine = textEngine
        self.host = host
        sizeCache = Array(repeating: SizeCache(), count: tree.count)
        textCache = Array(repeating: [], count: tree.count)
        gapCache = Array(repeating: nil, count: tree.count)
        frames = Array(repeating: .zero, count: tree.count)
        placedTextSlot = Array(repeating: -1, count: tree.count)
    }

    /// The size node `id` chose for `proposal`, if it was asked already.
    func knownSize(_ id: Int, _ proposal: Proposal) -> CGSize? {
        sizeCache[id][proposal]
    }

    /// The size node `id` chooses for `proposal`.
    func size(_ id: Int, _ proposal: Proposal) -> CGSize {
        if let hit = sizeCache[id][proposal] { return hit }
        let size = computeSize(id, proposal)
        sizeCache[id][proposal] = size
        return size
    }

    private func computeSize(_ id: Int, _ p: Proposal) -> CGSize {
        switch tree[id].kind {
        case .stack(let axis, let alignment, let spacing):
            return stackSize(id, axis: axis, alignment: alignment, spacing: spacing, p)
        case .layers(let alignment):
            return alignsByGuides(id) ? layersGuideExtent(id, alignment, p).size : layersSize(id, p)
        case .firstThatFits(let axes):
            return fittingChild(id, axes, p).map { size($0, p) } ?? .zero
        case .sizeReader, .chart:
            return p.replacingUnspecified()
        case .grid(_, let horizontal, let vertical):
            if let tracks = tree.gridTracks[id] { return lazyGridSize(id, tracks, p) }
            return gridPlan(id, horizontal, vertical, p).size
        case .gridRow(let alignment):
            // Outside a grid, a row of cells is a row (a grid lays its rows out itself).
            return stackSize(id, axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil, p)
        case .spring(let minLength, let axis):
            return springSize(minLength: minLength, axis: axis, p)
        case .text:
            return textBlock(id, p).size
        case .symbol(_, _, let box):
            return box.size
        case .picture(let spec, let picture):
            return pictureSize(spec, natural: picture?.info.size, p)
        case .rule(let axis):
            return ruleSize(axis: axis, environment: tree[id].environment, p)
        case .fill:
            return p.replacingUnspecified()
        case .shape(let kind, _), .stroke(let kind, _, _):
            return shapeSize(kind, p)
        case .padding(let insets):
            return paddingSize(id, insets, p)
        case .frame(let width, let height, _):
            return fixedFrameSize(id, width: width, height: height, p)
        case .flexFrame(let frame):
            return flexFrameSize(id, frame, p)
        case .decoration, .mask:
            return size(tree[id].children[0], p)
        case .fixedSize(let horizontal, let vertical):
            return size(tree[id].children[0], fixedSizeProposal(horizontal, vertical, p))
        case .aspectRatio(let ratio, let mode):
            return size(tree[id].children[0], aspectRatioProposal(id, ratio, mode, p))
        case .priority, .offset, .opacity, .blend, .colorEffect, .clip, .shadow, .rotation, .scale:
            return size(tree[id].children[0], p)
        }
    }

    /// Gives node `id` the frame it chooses for `proposal` with its top-left at `origin`,
    /// then places its children.
    func place(_ id: Int, at origin: CGPoint, _ p: Proposal) {
        let own = size(id, p)
        frames[id] = CGRect(origin: origin, size: own)
        switch tree[id].kind {
        case .stack(let axis, let alignment, let spacing):
            placeStack(id, axis: axis, alignment: alignment, spacing: spacing, origin: origin, size: own, p)
        case .layers(let alignment):
            placeLayers(id, alignment, origin: origin, size: own)
        case .grid(_, _, _) where tree.gridTracks[id] != nil:
            placeLazyGrid(id, tree.gridTracks[id]!, origin: origin, p)
        case .grid(let alignment, let horizontal, let vertical):
            placeGrid(id, gridPlan(id, horizontal, vertical, p), alignment, origin: origin)
        case .gridRow(let alignment):
            placeStack(
                id, axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil, origin: origin,
                size: own, p)
        case .sizeReader(let reader):
            placeBuiltContent(
                id, reader.content(for: frames[id].size, frames: placedFrames(relativeTo: frames[id], of: id)),
                in: frames[id])
        case .chart(let spec):
            placeChart(id, spec, in: frames[id])
        case .firstThatFits(let axes):
            chosenChild[id] = fittingChild(id, axes, p)
            if let child = chosenChild[id] { place(child, at: origin, p) }
        case .text:
            placedTextSlot[id] = Int32(textSlot(id, p))
        case .spring, .rule, .fill, .shape, .stroke, .symbol, .picture:
            break
        case .padding(let insets):
            placePadding(id, insets, origin: origin, p)
        case .frame(let width, let height, let alignment):
            let childProposal = Proposal(width: width ?? p.width, height: height ?? p.height)
            placeAligned(tree[id].children[0], in: frames[id], alignment, childProposal, container: id)
        case .flexFrame(let frame):
            placeFlexFrame(id, frame, origin: origin, size: own, p)
        case .decoration(let alignment, _), .mask(let alignment):
            place(tree[id].children[0], at: origin, p)
            if alignsByGuides(id) {
                // The decoration's guides meet the primary view's (SwiftUI's overlay alignment).
                let keys = (alignmentKey(id, alignment, .horizontal), alignmentKey(id, alignment, .vertical))
                let anchor = CGPoint(
                    x: guide(tree[id].children[0], keys.0, p, own), y: guide(tree[id].children[0], keys.1, p, own))
                placeByGuides(tree[id].children[1], in: frames[id], keys: keys, anchor: anchor, Proposal(own))
            } else {
                placeAligned(tree[id].children[1], in: frames[id], alignment, Proposal(own))
            }
        case .fixedSize(let horizontal, let vertical):
            place(tree[id].children[0], at: origin, fixedSizeProposal(horizontal, vertical, p))
        case .aspectRatio(let ratio, let mode):
            place(tree[id].children[0], at: origin, aspectRatioProposal(id, ratio, mode, p))
        case .offset(let x, let y):
            // An offset moves the drawing, not the layout: the child's frame shows where it is drawn.
            place(tree[id].children[0], at: CGPoint(x: origin.x + x, y: origin.y + y), p)
        case .priority, .opacity, .blend, .colorEffect, .clip, .shadow, .rotation, .scale:
            // Effects draw differently; the child's frame is where layout put it.
            place(tree[id].children[0], at: origin, p)
        }
    }

    /// The text block text node `id` was placed with, if it was placed.
    func placedText(_ id: Int) -> TextBlock? {
        let slot = placedTextSlot[id]
        return slot < 0 ? nil : textCache[id][Int(slot)].block
    }

    /// Places `child` with `proposal`, aligned inside `rect` (it may overflow it) by `container`'s
    /// alignments when given (custom ones, `AlignmentLayout.swift`) and the child's guides.
    func placeAligned(_ child: Int, in rect: CGRect, _ alignment: Align, _ proposal: Proposal, container: Int? = nil) {
        if tree[child].hasGuides || container.map({ tree[$0].alignsByGuides }) == true {
            let keys =
                container.map { (alignmentKey($0, alignment, .horizontal), alignmentKey($0, alignment, .vertical)) }
                ?? (AlignmentKey(alignment.horizontal), AlignmentKey(alignment.vertical))
            return placeByGuides(child, in: rect, keys: keys, proposal)
        }
        let childSize = size(child, proposal)
        let x = rect.minX + (rect.width - childSize.width) * alignment.horizontal.fraction
        let y = rect.minY + (rect.height - childSize.height) * alignment.vertical.fraction
        place(child, at: CGPoint(x: x, y: y), proposal)
    }

    /// The layout priority a node reports to its stack (Docs/LayoutSemantics.md §a.8):
    /// `layoutPriority` reports its value, a spring −∞, `fixedSize` passes its child's
    /// through, and every other layout reports 0.
    func priority(_ id: Int) -> Double {
        switch tree[id].kind {
        case .priority(let value): value
        case .spring: -.infinity
        case .fixedSize: priority(tree[id].children[0])
        default: 0
        }
    }
}

extension HorizontalAlign {
    /// Where a child sits in leftover width: 0 leading, ½ centre, 1 trailing.
    var fraction: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlign {
    /// Where a child sits in leftover height. Outside a row, a frame has no baseline of
    /// its own to align to, so the baselines fall back to the bottom edge, as a view
    /// without text reports its bottom as its baseline.
    var fraction: CGFloat {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        }
    }
}
