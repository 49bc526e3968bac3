import Foundation

extension Node {
    /// Every text the tree shows in `environment`, in preorder, as layout would set it: plain
    /// words as written, live text (date styles, timers) worked out at `environment.date`, the
    /// render clock. The timeline simulator compares these strings minute by minute, so a
    /// string that goes stale between entries shows (Docs/Time.md, "Judging a day").
    ///
    /// No text engine is needed: lines, truncation and a `SizeReader`'s content (made only once a
    /// size is known) are left out.
    public func shownTexts(in environment: WidgetEnvironment) -> [String] {
        let tree = LayoutTree(root: self, environment: environment, resources: .symbolsOnly)
        return (0..<tree.count).compactMap { id in
            if case .text(let content) = tree[id].kind { return content.text }
            return nil
        }
    }
}
