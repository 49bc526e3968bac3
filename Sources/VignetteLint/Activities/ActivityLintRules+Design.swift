import Foundation
import Vignette

extension ActivityLintRules {
    /// Compact leading and trailing content of very different widths, or only one of them.
    public static let unbalancedCompact: ActivityLintRule = ActivityLintRule(
        id: "activity-unbalanced-compact", severity: .warning, scope: .layout,
        summary: "In the compact island, one side empty or three times wider than the other.",
        guidance: "\"The contents of both [compact presentations] need to read as a single piece of information\" "
            + "(HIG Live Activities, Creating a consistent design)."
    ) { context in
        guard let sample = context.sample, sample.prepared.spec.presentation == .compact,
            let island = ActivityGeometry.of(sample.prepared.spec.device).island
        else { return [] }
        // What each slot draws: painted nodes wholly inside the slot, not the island's own capsule.
        let slot = island.compactSlot.width
        func ink(_ range: ClosedRange<CGFloat>) -> CGFloat {
            let frames = sample.paintedLeaves.map(\.frame).filter {
                range.contains($0.minX) && range.contains($0.maxX) && $0.width < slot
            }
            guard let left = frames.map(\.minX).min(), let right = frames.map(\.maxX).max() else { return 0 }
            return right - left
        }
        let leading = ink(0...slot), trailing = ink((island.compactWidth - slot)...island.compactWidth)
        let wide = max(leading, trailing), narrow = min(leading, trailing)
        guard wide > 0, narrow == 0 || wide / narrow > 3 else { return [] }
        let side = leading > trailing ? "leading" : "trailing"
        let message =
            narrow == 0
            ? "only the compact \(side) view draws anything (\(LintFormat.points(wide)) pt); the other side of the camera is empty"
            : "the compact \(side) view is \(LintFormat.points(wide)) pt wide and the other \(LintFormat.points(narrow)) pt"
        return [
            LintIssue(
                message, node: "compact\(side.prefix(1).uppercased() + side.dropFirst())",
                frame: CGRect(origin: .zero, size: sample.prepared.size))
        ]
    }

    /// Views that draw the same whether the content is stale or not.
    public static let staleUnhandled: ActivityLintRule = ActivityLintRule(
        id: "activity-stale-unhandled", severity: .warning, scope: .activity,
        summary: "The views look the same when the content is past its stale date.",
        guidance:
            "At the stale date \"isStale changes to true … Eventually, the Live Activity becomes stale and displays text to "
            + "indicate that the displayed information is outdated\" (ActivityKit, Displaying live data with Live Activities)."
    ) { context in
        let states = context.activity.states
        guard !states.isEmpty else { return [] }
        // The states with a stale date, or the first state when none has one.
        let checked = states.indices.filter { states[$0].staleDate != nil }
        for index in checked.isEmpty ? [0] : checked {
            if try !context.views(index, true).sameDrawing(as: context.views(index, false)) { return [] }
        }
        let note = checked.isEmpty ? "no content state sets a stale date, and " : ""
        return [
            LintIssue(
                note
                    + "the views are the same whether or not the content is stale, so a stale score or time looks current"
            )
        ]
    }

    /// Minutes written as text that only changes with an update.
    public static let minuteText: ActivityLintRule = ActivityLintRule(
        id: "activity-minute-text", severity: .warning, scope: .layout,
        summary: "A count of minutes in plain text, which only changes when the app or a push updates the activity.",
        guidance:
            "A Live Activity \"can't access the network\" and is updated only by its app or by ActivityKit pushes, within "
            + "\"a certain budget … per hour\" (ActivityKit); Text(timerInterval:) and Text(date, style: .timer) count by themselves "
            + "(SwiftUI)."
    ) { context in
        guard let sample = context.sample else { return [] }
        return sample.textRuns.compactMap { run in
            guard run.text.range(of: #"\d+\s*(minutes?|mins?|min\b|分钟|分)"#, options: .regularExpression) != nil else {
                return nil
            }
            let node = sample.node(for: run)
            return LintIssue(
                "'\(run.text)' counts minutes in text that stays as it is until the next update; a timer text counts live",
                node: node.map(PaintedLeaf.describe) ?? "text", frame: node?.frame)
        }
    }

    /// No keyline tint for the island's border.
    public static let keylineMissing: ActivityLintRule = ActivityLintRule(
        id: "activity-keyline-missing", severity: .warning, scope: .activity,
        summary: "The Dynamic Island has no keyline tint.",
        guidance:
            "\"Use the keylineTint(_:) modifier to apply a subtle tint color to the border of the Dynamic Island when the "
            + "device is in Dark Mode\" (ActivityKit); HIG: \"you can apply a custom tint color for text, symbols, and a border that "
            + "surrounds the Dynamic Island\"."
    ) { context in
        guard !context.activity.states.isEmpty, try context.views(0, false).keylineTint == nil else { return [] }
        return [LintIssue("no keylineTint: in Dark Mode the island's border is the plain black of the island")]
    }
}

extension ActivityViews {
    /// Whether every presentation's views and paints are the same.
    func sameDrawing(as other: ActivityViews) -> Bool {
        func regions(_ e: ExpandedIsland) -> [Node?] {
            [e.leading?.content, e.trailing?.content, e.center?.content, e.bottom?.content]
        }
        return lockScreen == other.lockScreen && compactLeading == other.compactLeading
            && compactTrailing == other.compactTrailing
            && minimal == other.minimal && regions(expanded) == regions(other.expanded)
            && keylineTint == other.keylineTint
            && backgroundTint == other.backgroundTint
    }
}
