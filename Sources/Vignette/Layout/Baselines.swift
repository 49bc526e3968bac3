import Foundation

/// Text baselines as alignment guides, for rows aligned `.firstTextBaseline` or
/// `.lastTextBaseline`.
extension LayoutEngine {
    /// The distance from the top of node `id`, laid out for `proposal`, to the baseline
    /// of its first (or last) line of text; nil when it holds no text, and the caller
    /// then uses its bottom edge, as SwiftUI does for views without text.
    ///
    /// The subtree is placed once at the origin to find where its text lands; the
    /// real placement later overwrites those frames.
    func baseline(_ id: Int, _ proposal: Proposal, first: Bool) -> CGFloat? {
        if case .text = tree[id].kind {
            let block = textBlock(id, proposal)
            return first ? block.lines.first?.baseline : block.lines.last?.baseline
        }
        let subtree = id ..< id + tree[id].subtreeSize
        let texts = subtree.filter { if case .text = tree[$0].kind { true } else { false } }
        guard !texts.isEmpty else { return nil }
        place(id, at: .zero, proposal)
        let chosen = first ? texts.first! : texts.last!
        guard let block = placedText(chosen), let line = first ? block.lines.first : block.lines.last else { return nil }
        return frames[chosen].minY + line.baseline
    }
}
