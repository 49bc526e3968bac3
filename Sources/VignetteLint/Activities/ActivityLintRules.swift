import Foundation
import Vignette

/// The Live Activity rules, each with its source (Docs/LiveActivities.md §7).
public enum ActivityLintRules {
    /// Every activity rule, in report order.
    public static let all: [ActivityLintRule] = [
        overflow, compactTooWide, textTooSmall, unbalancedCompact,
        staleUnhandled, minuteText, keylineMissing,
    ]

    /// Banner or expanded island content taller than 160 pt.
    public static let overflow: ActivityLintRule = ActivityLintRule(
        id: "activity-overflow", severity: .error, scope: .layout,
        summary: "Lock Screen or expanded content taller than the 160 pt the presentation allows.",
        guidance: "\"The system may truncate a Live Activity if its height exceeds 160 points\" (ActivityKit, "
            + "Displaying live data with Live Activities; HIG Live Activities, Specifications: 84–160 pt)."
    ) { context in
        guard let sample = context.sample else { return [] }
        return sample.prepared.overflows.filter { $0.part == "lockScreen" || $0.part == "expanded" }.map { overflow in
            LintIssue(
                "the \(overflow.part) content needs \(LintFormat.points(overflow.needed.height)) pt of height; "
                    + "the presentation allows \(LintFormat.points(overflow.available.height)) pt and cuts the rest",
                node: overflow.part, frame: CGRect(origin: .zero, size: sample.prepared.size))
        }
    }

    /// Compact or minimal content larger than its slot.
    public static let compactTooWide: ActivityLintRule = ActivityLintRule(
        id: "activity-compact-too-wide", severity: .error, scope: .layout,
        summary: "Compact leading/trailing content larger than its slot, or minimal content larger than 45 × 36.67 pt.",
        guidance:
            "Compact leading and trailing: 62.33 × 36.67 pt (430-pt phones) or 52.33 × 36.67 pt (393-pt); minimal: "
            + "36.67–45 × 36.67 pt (HIG Live Activities, Specifications)."
    ) { context in
        guard let sample = context.sample else { return [] }
        return sample.prepared.overflows.filter { $0.part != "lockScreen" && $0.part != "expanded" }.map { overflow in
            LintIssue(
                "the \(overflow.part) content is \(LintFormat.points(overflow.needed.width)) × "
                    + "\(LintFormat.points(overflow.needed.height)) pt; its slot is \(LintFormat.points(overflow.available.width)) × "
                    + "\(LintFormat.points(overflow.available.height)) pt, so it is cut",
                node: overflow.part, frame: CGRect(origin: .zero, size: sample.prepared.size))
        }
    }

    /// Text set smaller than 11 pt in any presentation.
    public static let textTooSmall: ActivityLintRule = ActivityLintRule(
        id: "activity-text-too-small", severity: .error, scope: .layout,
        summary: "A text run set in a font smaller than 11 pt.",
        guidance: "Minimum text size on iOS: 11 pt (HIG Typography; Docs/WidgetFacts.md §4b)."
    ) { context in
        guard let sample = context.sample else { return [] }
        return LintRules.smallText(sample.textRuns, node: sample.node(for:))
    }
}
