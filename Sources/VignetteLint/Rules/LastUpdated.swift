import Foundation
import Vignette

extension LintRules {
    /// A "last updated" stamp in the widget.
    ///
    /// **Level: warning:** guidance: a stamp admits staleness rather than causing it; stale values are
    /// `stale-entry`'s error.
    ///
    /// Matches English and Chinese wordings, case-insensitive: "updated", "last updated",
    /// "as of", "refreshed", 更新于, 更新时间, 最后更新, 上次更新, 刚刚更新, 已更新.
    /// Time-based content should be right for its moment (entries at each change), so a
    /// stamp only admits it may be stale.
    public static let lastUpdated: LintRule = LintRule(
        id: "last-updated", severity: .warning, scope: .layout,
        summary: "A 'last updated' stamp (Updated…, as of…, 更新于…) in the widget.",
        guidance:
            "No \"last updated\" stamp on time-based data: give entries for each change instead (Docs/Design.md, Layout)."
    ) { context in
        PaintedLeaf.all(under: context.sample.content).compactMap { leaf in
            guard leaf.isText, let match = LastUpdatedStamp.match(leaf.text) else { return nil }
            return LintIssue("shows an update stamp ('\(match)')", node: leaf.label, frame: leaf.frame)
        }
    }
}

enum LastUpdatedStamp {
    static let patterns = [
        #"(?i)\b(last\s+)?updated\b"#, #"(?i)\bas of\b"#, #"(?i)\brefreshed\b"#,
        "更新于", "更新时间", "最后更新", "上次更新", "刚刚更新", "已更新",
    ]

    /// The part of `text` that reads as an update stamp, if any.
    static func match(_ text: String) -> String? {
        for pattern in patterns {
            if let range = text.range(of: pattern, options: .regularExpression) { return String(text[range]) }
        }
        return nil
    }
}
