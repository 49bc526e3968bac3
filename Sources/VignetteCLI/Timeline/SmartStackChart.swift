import Foundation
import Vignette
import VignetteTimeline

/// The Smart Stack through the day: which widget is on top (a lane of segments, one
/// colour per widget), each widget's relevance relative to its own maximum, and the
/// rotations as ticks.
enum SmartStackChart {
    static let colours: [Paint] = [.blue, .orange, .green, .purple, .pink, .teal, .brown]

    static func node(_ report: SmartStackReport, title: String) -> Node {
        let axis = DayAxis(minutes: report.minutes.count, labelWidth: 230)
        let laneHeight: CGFloat = 40, gap: CGFloat = 10
        let height = 36 + 14 + CGFloat(report.widgets.count) * (laneHeight + gap) + 24
        var canvas = ChartCanvas(width: axis.width, height: height)
        axis.grid(into: &canvas, y: 0, height: height - 24)
        var y: CGFloat = 0
        canvas.text("On top", x: 0, y: y + 11, width: axis.labelWidth - 10, font: .caption.weight(.semibold))
        for segment in segments(report) {
            let x = axis.x(Double(segment.from)), width = axis.x(Double(segment.to)) - x
            canvas.rect(x: x, y: y, width: width, height: 36, colour(segment.widget))
            if width >= 50 {
                canvas.text(
                    report.widgets[segment.widget].id, x: x + 4, y: y + 11, width: width - 6,
                    font: .caption2.weight(.semibold), .white)
            }
        }
        y += 36 + 4
        for rotation in report.rotations {
            canvas.rect(x: axis.x(Double(rotation.minute)) - 0.75, y: y, width: 1.5, height: 8, .label)
        }
        y += 14
        for (index, widget) in report.widgets.enumerated() {
            let name = widget.id + (widget.maxScore.map { " (max \(Int($0)))" } ?? " (no score)")
            canvas.text(
                name, x: 0, y: y + (laneHeight - 14) / 2, width: axis.labelWidth - 10, font: .caption.weight(.semibold))
            canvas.rect(x: axis.x(0), y: y, width: axis.trackWidth, height: laneHeight, .hex(0xF2F2F7))
            for run in runs(report.minutes.map { $0.scores[index] }) where run.value > 0 {
                let h = laneHeight * CGFloat(run.value)
                canvas.rect(
                    x: axis.x(Double(run.from)), y: y + laneHeight - h,
                    width: axis.x(Double(run.to)) - axis.x(Double(run.from)), height: h, colour(index).opacity(0.75))
            }
            y += laneHeight + gap
        }
        axis.ruler(into: &canvas, y: y - gap + 2)
        let onTop = report.widgets.map { "\($0.id) \(hours($0.minutesOnTop))" }.joined(separator: " · ")
        return Column(alignment: .leading, spacing: 6) {
            Words(title).font(.title3.bold())
            Words(
                "On top: \(onTop) · \(report.rotations.count) rotations (ticks). Scores are relative to each widget's own maximum."
            )
            .font(.subheadline).foregroundStyle(.secondaryLabel)
            canvas.node.padding(.top, 10)
        }
        .padding(24)
        .background(Fill(.white))
        .fixedSize()
    }

    static func colour(_ index: Int) -> Paint { colours[index % colours.count] }

    private static func hours(_ minutes: Int) -> String { String(format: "%d h %02d min", minutes / 60, minutes % 60) }

    /// Consecutive minutes with the same top widget.
    private static func segments(_ report: SmartStackReport) -> [(widget: Int, from: Int, to: Int)] {
        let ids = report.widgets.map(\.id)
        return runs(report.minutes.map { Double(ids.firstIndex(of: $0.top) ?? 0) }).map {
            (Int($0.value), $0.from, $0.to)
        }
    }

    /// Consecutive equal values as half-open minute ranges.
    private static func runs(_ values: [Double]) -> [(value: Double, from: Int, to: Int)] {
        var result: [(value: Double, from: Int, to: Int)] = []
        for (index, value) in values.enumerated() {
            if let last = result.last, last.value == value, last.to == index {
                result[result.count - 1].to = index + 1
            } else {
                result.append((value, index, index + 1))
            }
        }
        return result
    }
}
