import Foundation
import Vignette

extension LintRules {
    /// More than four pieces of information in a small widget.
    ///
    /// **Level: warning:** Docs/Design.md's "at most four pieces" is layout guidance a designer weighs.
    ///
    /// A piece is what a reader takes in as one fact: a text or symbol, where everything
    /// in one `Row` (a label and its value, "9:50 · Room 305", an icon and its text) is one
    /// piece, and a text wrapping over lines is one piece. Shapes, bars and rules are not
    /// pieces: they restate a fact (a progress bar) or decorate. Pictures count when they
    /// are not in a row with text.
    public static let density: LintRule = LintRule(
        id: "density", severity: .warning, scope: .layout,
        summary: "A small widget showing more than four pieces of information (texts or symbols; a row counts once).",
        guidance: "At most four pieces of information in a small widget (Docs/Design.md, Layout)."
    ) { context in
        let sample = context.sample
        guard sample.family == .systemSmall else { return [] }
        let pieces = InformationPieces.of(sample.content, in: sample.bounds)
        guard pieces.count > 4 else { return [] }
        let names = pieces.map(\.summary).joined(separator: "; ")
        return [
            LintIssue(
                "\(pieces.count) pieces of information (at most 4): \(names)", node: "content",
                frame: pieces.map(\.frame).reduce(pieces[0].frame) { $0.union($1) })
        ]
    }
}

/// Groups a layout's texts and symbols into pieces of information (see `LintRules.density`).
package struct InformationPieces {
    package var summary: String
    package var frame: CGRect

    package static func of(_ content: PlacedNode, in bounds: CGRect) -> [InformationPieces] {
        var groups: [(key: Int, leaves: [PaintedLeaf])] = []
        var next = 0
        var rowKeys: [PlacedNode: Int] = [:]
        for leaf in PaintedLeaf.all(under: content) where leaf.isText || isSymbolOrPicture(leaf) {
            guard leaf.frame.intersects(bounds), !leaf.isClippedAway, !leaf.text.isEmpty || !leaf.isText else {
                continue
            }
            // The nearest stack above the leaf decides: a row gathers, a column separates.
            let stack = leaf.ancestors.last { $0.kind.isStack }
            let key: Int
            if let stack, stack.kind == .row {
                if let known = rowKeys[stack] {
                    key = known
                } else {
                    key = next
                    rowKeys[stack] = next
                    next += 1
                }
            } else {
                key = next
                next += 1
            }
            if let at = groups.firstIndex(where: { $0.key == key }) {
                groups[at].leaves.append(leaf)
            } else {
                groups.append((key, [leaf]))
            }
        }
        return groups.map { group in
            let words = group.leaves.map { $0.isText ? $0.text : $0.label }.joined(separator: " ")
            return InformationPieces(
                summary: "'\(words.count > 24 ? String(words.prefix(23)) + "…" : words)'",
                frame: group.leaves.dropFirst().reduce(group.leaves[0].frame) { $0.union($1.frame) })
        }
    }

    private static func isSymbolOrPicture(_ leaf: PaintedLeaf) -> Bool {
        switch leaf.painted {
        case .symbol, .image: true
        default: false
        }
    }
}
