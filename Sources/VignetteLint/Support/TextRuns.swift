import Foundation
import Vignette

extension DisplayList {
    /// Every text run in the list, groups opened, in painting order.
    package var textRuns: [TextRun] {
        Self.leaves(items).compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// Every picture in the list, groups opened, in painting order.
    package var images: [ImageItem] {
        Self.leaves(items).compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    /// The items with groups opened, in painting order.
    private static func leaves(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(let group) = item { return leaves(group.items) }
            return [item]
        }
    }
}

extension LintRules {
    /// The smallest text size the HIG allows on iOS, for widgets and Live Activities alike.
    static let minimumTextSize: CGFloat = 11

    /// An issue for each run (or span) of `runs` set under 11 pt, at the text node `node` finds.
    static func smallText(_ runs: [TextRun], node: (TextRun) -> PlacedNode?) -> [LintIssue] {
        runs.compactMap { run in
            let sizes = run.spans.isEmpty ? [run.font.size] : run.spans.map(\.font.size)
            guard let smallest = sizes.min(), smallest < minimumTextSize - 0.01 else { return nil }
            let found = node(run)
            return LintIssue(
                "'\(run.text)' is set at \(LintFormat.points(smallest)) pt (minimum 11 pt)",
                node: found.map(PaintedLeaf.describe) ?? "text", frame: found?.frame)
        }
    }
}
