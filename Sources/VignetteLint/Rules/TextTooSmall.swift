import Foundation
import Vignette

extension LintRules {
    /// Text set smaller than 11 pt.
    ///
    /// Read from the display list, so every styled span counts with its own font.
    public static let textTooSmall = LintRule(
        id: "text-too-small", severity: .error, scope: .layout,
        summary: "A text run (or span) set in a font smaller than 11 pt.",
        guidance: "Minimum text size in widgets: 11 pt (HIG, Docs/WidgetFacts.md §4b)."
    ) { context in
        let sample = context.sample
        return sample.textRuns.compactMap { run in
            let sizes = run.spans.isEmpty ? [run.font.size] : run.spans.map(\.font.size)
            guard let smallest = sizes.min(), smallest < 11 - 0.01 else { return nil }
            let node = sample.node(for: run)
            return LintIssue("'\(run.text)' is set at \(LintFormat.points(smallest)) pt (minimum 11 pt)",
                             node: node.map(PaintedLeaf.describe) ?? "text", frame: node?.frame)
        }
    }
}
