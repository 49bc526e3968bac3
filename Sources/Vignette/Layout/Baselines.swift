import Foundation

/// Text baselines as alignment guides, for rows aligned `.firstTextBaseline` or
/// `.lastTextBaseline`.
extension LayoutEngine {
    /// The distance from the top of node `id`, laid out for `proposal`, to the baseline
    /// of its first (or last) line of text or symbol drawn from a template (which sits on
    /// the baseline as text does, Docs/Symbols.md); nil when it holds neither, and the caller
    /// then uses its bottom edge, as SwiftUI does for views without text.
    ///
    /// The subtree is placed once at the origin to find where its text lands; the
    /// real placement later overwrites those frames.
    func baseline(_ id: Int, _ proposal: Proposal, first: Bool) -> CGFloat? {
        if case .text = tree[id].kind {
            let block = textBlock(id, proposal)
            return first ? block.lines.first?.baseline : block.lines.last?.baseline
        }
        if let symbolBaseline = symbolBaseline(id) { return symbolBaseline }
        let subtree = id..<id + tree[id].subtreeSize
        let texts = subtree.filter {
            if case .text = tree[$0].kind { return true }
            return symbolBaseline($0) != nil
        }
        guard !texts.isEmpty else { return nil }
        place(id, at: .zero, proposal)
        let chosen = first ? texts.first! : texts.last!
        if let symbolBaseline = symbolBaseline(chosen) { return frames[chosen].minY + symbolBaseline }
        guard let block = placedText(chosen), let line = first ? block.lines.first : block.lines.last else {
            return nil
        }
        return frames[chosen].minY + line.baseline
    }

    /// The baseline of a symbol laid out from its template, below its top; nil for other nodes.
    private func symbolBaseline(_ id: Int) -> CGFloat? {
        if case .symbol(_, _, let box) = tree[id].kind { return box.baseline }
        return nil
    }
}
