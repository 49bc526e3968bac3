import Foundation
import Vignette

/// A node that paints something, with the nodes above it: what layout rules walk.
package struct PaintedLeaf {
    package var node: PlacedNode
    /// From the content root down to the node's parent.
    package var ancestors: [PlacedNode]

    package var painted: PlacedNode.Painted { node.painted }
    package var frame: CGRect { node.frame }

    package var isText: Bool { painted == .text }
    /// Shapes, symbols and pictures: the "graphical content" of the HIG's 11 pt margin.
    package var isGraphic: Bool {
        switch painted {
        case .shape, .symbol, .image: true
        default: false
        }
    }

    /// The text as drawn, lines joined by a space.
    package var text: String { (node.lines ?? []).joined(separator: " ") }

    /// Whether a `clipShape` above it hides the node entirely.
    package var isClippedAway: Bool {
        ancestors.contains { $0.clipShape != nil && !$0.frame.intersects(frame) }
    }

    /// Every painting node under `root` (the node itself included), depth first.
    package static func all(under root: PlacedNode) -> [PaintedLeaf] {
        var out: [PaintedLeaf] = []
        func walk(_ node: PlacedNode, _ path: [PlacedNode]) {
            if node.painted != .nothing, node.frame.width > 0, node.frame.height > 0 {
                out.append(PaintedLeaf(node: node, ancestors: path))
            }
            node.children.forEach { walk($0, path + [node]) }
        }
        walk(root, [])
        return out
    }

    /// A short name for reports: `words '数据结构'`, `roundedRect r=8`, `symbol 'clock'`.
    package var label: String { Self.describe(node) }

    package static func describe(_ node: PlacedNode) -> String {
        switch node.painted {
        case .text:
            let text = (node.lines ?? []).joined(separator: " ")
            return "words '\(text.count > 28 ? String(text.prefix(27)) + "…" : text)'"
        case .shape(let kind, let stroked): return (stroked ? "stroked " : "") + Self.describe(kind)
        case .symbol(let name): return "symbol '\(name)'"
        case .image(let path): return "picture '\(URL(fileURLWithPath: path).lastPathComponent)'"
        case .placeholder: return "placeholder"
        case .nothing: return node.kind.rawValue
        }
    }

    static func describe(_ kind: ShapeKind) -> String {
        switch kind {
        case .rect: "rect"
        case .roundedRect(let r, _): "roundedRect r=\(LintFormat.points(r))"
        case .disc: "disc"
        case .oval: "oval"
        case .pill: "pill"
        case .containerRelative: "containerRelative"
        case .custom: "custom shape"
        case .inset(let base, let by): "\(describe(base)) inset \(LintFormat.points(by))"
        case .trimmed(let base, _, _): "trimmed \(describe(base))"
        case .rotated(let base, _): "rotated \(describe(base))"
        }
    }
}

/// How numbers and frames read in messages.
package enum LintFormat {
    /// `12`, `12.5`: points with at most one decimal.
    package static func points(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    package static func rect(_ r: CGRect) -> String {
        "(\(points(r.minX)), \(points(r.minY)), \(points(r.width))×\(points(r.height)))"
    }
}
