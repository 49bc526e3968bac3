import Foundation
import Vignette

extension LayoutResult {
    /// The Swift line behind the node a finding names (`node` as `PaintedLeaf.describe` gives it,
    /// `frame` in widget points): that node's origin, else its nearest ancestor's; nil when the
    /// node was not made by the SwiftUI layer from the user's code, or is not found.
    ///
    /// The node is the one with that description and frame (± 1 pt); failing that, the deepest
    /// node with that description whose frame holds the frame (a text run inside its text); failing
    /// that (a finding on a layout at another text size), the nodes of that description, when
    /// they all come from one line.
    func sourceOrigin(node: String?, frame: CGRect?) -> SourceOrigin? {
        guard let node, let frame else { return nil }
        var exact: SourceOrigin??
        var holding: (depth: Int, origin: SourceOrigin?)?
        var named: Set<SourceOrigin?> = []
        func walk(_ placed: PlacedNode, _ inherited: SourceOrigin?, _ depth: Int) {
            guard exact == nil else { return }
            let origin = placed.origin ?? inherited
            if placed.painted != .nothing, PaintedLeaf.describe(placed) == node {
                named.insert(origin)
                if Self.same(placed.frame, frame) {
                    exact = .some(origin)
                    return
                }
                if placed.frame.insetBy(dx: -1, dy: -1).contains(frame), depth > (holding?.depth ?? -1) {
                    holding = (depth, origin)
                }
            }
            for child in placed.children { walk(child, origin, depth + 1) }
        }
        walk(root, nil, 0)
        if let exact { return exact }
        if let holding { return holding.origin }
        return named.count == 1 ? named.first! : nil
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.width - b.width) <= 1
            && abs(a.height - b.height) <= 1
    }
}
