import Foundation

/// `SizeReader` (SwiftUI's `GeometryReader`, Docs/LayoutSemantics.md §a.12).
extension LayoutEngine {
    /// Lays out the reader's (or a chart's) content, built for its final size, in a tree of its own, from
    /// the reader's top-leading corner (top-right, right to left), proposing the reader's size; the placed result joins the
    /// reader's node. Symbols and pictures inside come from the resources resolved for the whole
    /// tree; a picture only the content names is recorded as missed, and the render resolves it and
    /// lays out again (`ResourceResolver.layoutResolvingLatePictures`).
    func placeBuiltContent(_ id: Int, _ content: Node, in frame: CGRect) {
        let inner = LayoutTree(root: content, environment: tree[id].environment, resources: tree.resources)
        let engine = LayoutEngine(
            tree: inner, textEngine: textEngine, host: host.offsetBy(dx: -frame.minX, dy: -frame.minY))
        engine.outerFrame = { [weak self] name in
            self?.placedFrame(named: name)?.offsetBy(dx: -frame.minX, dy: -frame.minY)
        }
        let proposal = Proposal(frame.size)
        engine.place(0, at: .zero, proposal)
        engine.mirrorRightToLeft(
            rootIn: CGRect(origin: .zero, size: frame.size), direction: tree[id].environment.layoutDirection)
        readContent[id] = PlacedTreeBuilder(engine: engine).node(0).moved(by: frame.origin)
    }
}

extension LayoutEngine {
    /// The frames of named nodes placed so far, relative to `frame`'s corner, for a reader built there.
    func placedFrames(relativeTo frame: CGRect, of id: Int) -> PlacedFrames {
        let environment = tree[id].environment
        return PlacedFrames(
            { [weak self] name in self?.placedFrame(named: name)?.offsetBy(dx: -frame.minX, dy: -frame.minY) },
            measure: { [weak self] node, proposal in self?.size(of: node, proposal, in: environment) ?? .zero })
    }

    /// The size `node` takes for `proposal` in `environment`, laid out in a tree of its own.
    func size(of node: Node, _ proposal: Proposal, in environment: WidgetEnvironment) -> CGSize {
        let inner = LayoutTree(root: node, environment: environment, resources: tree.resources)
        return LayoutEngine(tree: inner, textEngine: textEngine, host: host).size(0, proposal)
    }

    /// The frame of the node named `name` in this tree's coordinates: in this tree, in a size reader's
    /// content placed already, or in the trees around this one.
    func placedFrame(named name: String) -> CGRect? {
        for id in 0..<tree.count where tree[id].name == name { return frames[id] }
        for id in readContent.keys.sorted() {
            if let frame = readContent[id]?.firstFrame(named: name) { return frame }
        }
        return outerFrame?(name)
    }
}

extension PlacedNode {
    /// The frame of the first node named `name` in this subtree, depth first.
    func firstFrame(named name: String) -> CGRect? {
        if self.name == name { return frame }
        for child in children {
            if let frame = child.firstFrame(named: name) { return frame }
        }
        return nil
    }

    /// The same subtree with every frame moved by `offset` (drawings are relative to their frames).
    func moved(by offset: CGPoint) -> PlacedNode {
        var copy = self
        copy.frame = frame.offsetBy(dx: offset.x, dy: offset.y)
        copy.children = children.map { $0.moved(by: offset) }
        return copy
    }
}
