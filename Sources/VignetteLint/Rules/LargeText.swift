import Foundation
import Vignette

extension LintRules {
    /// Text that fits at iOS's default size but is truncated or cut off at a large Dynamic Type size.
    ///
    /// **Level: warning:** the HIG asks widgets to support Dynamic Type from Large to AX5 but gives a
    /// widget no more room at larger sizes, so shortening is expected there; a layout that adapts is
    /// better, which a designer weighs (Docs/Lint.md, Large text).
    ///
    /// Widgets follow the person's text size from Large up to AX5 (Docs/WidgetFacts.md §4b), so the
    /// widget is laid out again at `largeTextSizes`: xxxLarge, the largest standard size, and
    /// accessibility3, the first at which body text is at least twice its default size (40 pt for
    /// 17 pt), WCAG 2.x SC 1.4.4's "resize text up to 200 percent". Text already truncated or
    /// clipped at the default size is `text-truncated`'s and `text-clipped`'s finding, not this one's.
    public static let largeText: LintRule = LintRule(
        id: "large-text", severity: .warning, scope: .layout,
        summary: "Text truncated with '…' or cut off at xxxLarge or accessibility3 that fits at the default size.",
        guidance:
            "Support Dynamic Type: text stays readable at larger sizes, up to 200% (HIG Typography; WCAG 2.x SC 1.4.4; Docs/Accessibility.md)."
    ) { context in
        let sample = context.sample
        guard let relayout = sample.relayout, sample.prepared.spec.accessibility.dynamicTypeSize < largeTextSizes[0]
        else { return [] }
        let known = Set(LargeTextProblem.all(in: sample.content, bounds: sample.bounds).map(\.text))
        var issues: [LintIssue] = [], reported = known
        for size in largeTextSizes {
            var spec = sample.prepared.spec
            spec.accessibility.dynamicTypeSize = size
            let layout = try relayout(spec).layout
            for problem in LargeTextProblem.all(in: layout.widgetContent ?? layout.root, bounds: sample.bounds)
            where reported.insert(problem.text).inserted {
                issues.append(
                    LintIssue(
                        "at \(size.rawValue) on \(sample.device.name), '\(problem.text)' \(problem.what)",
                        node: problem.leaf.label, frame: problem.leaf.frame))
            }
        }
        return issues
    }

    /// The text sizes `large-text` lays the widget out at.
    public static let largeTextSizes: [DynamicTypeSize] = [.xxxLarge, .accessibility3]
}

/// A text that loses characters: truncated with "…", or running outside the widget or a clip.
struct LargeTextProblem {
    var leaf: PaintedLeaf
    var what: String

    /// The text's whole string, which names it across sizes (its lines differ).
    var text: String { leaf.node.accessibility.content ?? leaf.text }

    static func all(in content: PlacedNode, bounds: CGRect) -> [LargeTextProblem] {
        PaintedLeaf.all(under: content).compactMap { leaf in
            guard leaf.isText else { return nil }
            if leaf.node.lines?.last?.hasSuffix("…") == true {
                return LargeTextProblem(leaf: leaf, what: "is truncated")
            }
            return leaf.crossing(bounds).map { LargeTextProblem(leaf: leaf, what: "runs outside \($0)") }
        }
    }
}
