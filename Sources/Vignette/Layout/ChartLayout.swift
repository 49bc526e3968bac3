import Foundation

/// `Plot` (Swift Charts' `Chart`, Docs/Charts.md): flexible like a colour, it takes the size
/// it is offered; once placed, its axis labels are measured in the label font and its marks,
/// grid lines, labels and legend are built as nodes and laid out in a tree of their own,
/// like a size reader's content. A chart that fails `ChartSpec.validate` draws nothing
/// (rendering a widget reports the problem first).
extension LayoutEngine {
    func placeChart(_ id: Int, _ spec: ChartSpec, in frame: CGRect) {
        guard (try? spec.validate()) != nil else { return }
        var labels = tree[id].environment
        labels.font = ChartPlan.labelFont
        let lineHeight = LineMetrics(size: labels.resolvedFont.size).lineHeight
        let engine = textEngine
        let plan = ChartPlan(
            spec, size: frame.size, labelLineHeight: lineHeight,
            measure: { text in
                engine.width(of: LayoutTree.textContent(.words(text), labels))
            }, tree[id].environment)
        placeBuiltContent(id, plan.content, in: frame)
    }
}
