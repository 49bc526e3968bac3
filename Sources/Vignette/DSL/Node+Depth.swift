import Foundation

extension Node {
    /// The deepest tree Vignette lays out and renders: 512 levels, counting every
    /// container (`column`, `row`, `layers`, `group`) and every modifier as a level, and
    /// the nodes inside `background`, `overlay` and `widgetBackground` one level below the
    /// node they decorate.
    ///
    /// Decoding, layout, the display list and painting recurse once per level; the limit
    /// keeps them within a 4 MiB thread stack even in a debug build (Docs/LayoutChoices.md,
    /// DepthTests) and turns a runaway tree into an error instead of a crash. Real widgets
    /// nest a few dozen levels.
    public static let maximumDepth = 512

    /// How many levels the tree nests: 1 for a leaf. Iterative, so any depth is safe to measure.
    public var depth: Int {
        var deepest = 0
        visitAll { _, level in deepest = max(deepest, level) }
        return deepest
    }

    /// Calls `visit` with every node of the tree and its level (1 for this node), in preorder
    /// (a modified node's content before its decorations); iterative, so any depth is safe.
    func visitAll(_ visit: (Node, Int) throws -> Void) rethrows {
        var pending: [(Node, Int)] = [(self, 1)]
        while let (node, level) = pending.popLast() {
            try visit(node, level)
            switch node {
            case .group(let children), .column(_, _, let children), .row(_, _, let children),
                .layers(_, let children), .firstThatFits(_, let children), .joinedWords(let children),
                .grid(_, _, _, let children), .gridRow(_, let children):
                pending.append(contentsOf: children.reversed().map { ($0, level + 1) })
            case .modified(let child, let modifier):
                // Pushed last, popped first.
                switch modifier {
                case .background(let decoration, _), .overlay(let decoration, _), .mask(let decoration, _),
                    .widgetBackground(let decoration):
                    pending.append((decoration, level + 1))
                default:
                    break
                }
                pending.append((child, level + 1))
            default:
                break
            }
        }
    }

    /// Throws when the tree nests deeper than `maximumDepth`.
    ///
    /// - Throws: `VignetteError.treeTooDeep` with the depth found; `source` names the
    ///   tree (a file path, or "the widget's content").
    public func checkDepth(source: String = "the tree") throws {
        let depth = self.depth
        guard depth <= Node.maximumDepth else {
            throw VignetteError.treeTooDeep(source: source, depth: depth, limit: Node.maximumDepth)
        }
    }

    /// `1000` as "1,000": numbers in messages, the same in every locale.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (number < 0 ? "-" : "") + out
    }
}
