import Foundation
import Vignette
import VignetteTimeline

/// The chart of a simulated day, drawn with the DSL: one lane each for locked periods,
/// reloads (coloured by reason, with the spent budget shaded), the content shown (a
/// segment per distinct entry), whether it was right, whether a reload was overdue, and
/// the relevance score; an hour ruler under them.
enum TimelineChart {
    static let laneGap: CGFloat = 8
    static let track = Paint.hex(0xF2F2F7)

    static func node(_ report: SimulationReport, title: String) -> Node {
        let axis = DayAxis(minutes: report.summary.minutes)
        var canvas = ChartCanvas(width: axis.width, height: 0)
        var y: CGFloat = 0
        func lane(_ name: String, height: CGFloat, draw: (inout ChartCanvas, CGFloat) -> Void) {
            canvas.text(
                name, x: 0, y: y + (height - 14) / 2, width: axis.labelWidth - 10, font: .caption.weight(.semibold))
            canvas.rect(x: axis.x(0), y: y, width: axis.trackWidth, height: height, track)
            draw(&canvas, y)
            y += height + laneGap
        }
        axis.grid(into: &canvas, y: 0, height: 200)
        lane("Locked", height: 16) { canvas, y in
            for period in report.lockedPeriods {
                let width = axis.x(Double(period.toMinute)) - axis.x(Double(period.fromMinute))
                canvas.rect(x: axis.x(Double(period.fromMinute)), y: y, width: width, height: 16, ChartPalette.locked)
                canvas.text("locked", x: axis.x(Double(period.fromMinute)) + 3, y: y + 1, width: width - 4, .white)
            }
        }
        lane("Reloads", height: 30) { canvas, y in reloads(report, axis: axis, y: y, into: &canvas) }
        lane("Shown", height: 34) { canvas, y in shown(report, axis: axis, y: y, into: &canvas) }
        lane("Right / wrong", height: 12) { canvas, y in
            guard report.summary.wrongMinutes != nil else { return }
            canvas.rect(x: axis.x(0), y: y, width: axis.trackWidth, height: 12, ChartPalette.right.opacity(0.75))
            for period in report.wrongPeriods {
                mark(period, axis: axis, y: y, height: 12, ChartPalette.wrong, into: &canvas)
            }
        }
        lane("Reload overdue", height: 12) { canvas, y in
            for period in report.stalePeriods {
                mark(period, axis: axis, y: y, height: 12, ChartPalette.stale, into: &canvas)
            }
        }
        let maximum = report.minutes.compactMap(\.score).max() ?? 0
        lane(maximum > 0 ? "Relevance 0–\(Int(maximum))" : "Relevance: none", height: 56) { canvas, y in
            guard maximum > 0 else { return }
            // From the minutes, not the spans: a span keeps its content while its score steps up.
            for run in scoreRuns(report.minutes.map(\.score)) {
                let height = 56 * CGFloat(run.score / maximum)
                canvas.rect(
                    x: axis.x(Double(run.from)), y: y + 56 - height,
                    width: axis.x(Double(run.to)) - axis.x(Double(run.from)), height: height,
                    ChartPalette.relevance.opacity(0.8))
                // Label only runs wide enough to hold one; the 5-minute steps before a class would overlap.
                guard run.to - run.from >= 30 else { continue }
                canvas.text(
                    String(Int(run.score)), x: axis.x(Double(run.from)), y: y + 56 - height - 13,
                    width: max(axis.x(Double(run.to)) - axis.x(Double(run.from)), 14), height: 12,
                    font: .system(size: 8).monospacedDigit(), .secondaryLabel, alignment: .center)
            }
        }
        axis.ruler(into: &canvas, y: y - laneGap + 2)
        canvas.height = y + 20
        return Column(alignment: .leading, spacing: 6) {
            Words(title).font(.title3.bold())
            Words(summary(report)).font(.subheadline).foregroundStyle(.secondaryLabel)
            canvas.node.padding(.top, 10)
            ChartLegend(items: legend).node
        }
        .padding(24)
        .background(Fill(.white))
        .fixedSize()
    }

    static func summary(_ report: SimulationReport) -> String {
        let s = report.summary
        let wrong = wrongMinutes(s)
        let budget = s.budgetUsed.map { "\($0)/\(report.settings.dailyBudget)" }.joined(separator: ", ")
        return
            "\(s.reloads) reloads (budget used \(budget), \(s.freeReloads) free from the app) · \(wrong) of \(s.minutes) · "
            + "\(s.staleMinutes) minutes with a reload overdue · \(s.distinctEntries) distinct entries shown"
    }

    /// "120 wrong minutes (96 with a stale text)", or "no ground truth".
    static func wrongMinutes(_ s: SimulationReport.Summary) -> String {
        guard let wrong = s.wrongMinutes else { return "no ground truth" }
        guard let stale = s.staleTextMinutes, stale > 0 else { return "\(wrong) wrong minutes" }
        return "\(wrong) wrong minutes (\(stale) with a stale text)"
    }

    private static func reloads(_ report: SimulationReport, axis: DayAxis, y: CGFloat, into canvas: inout ChartCanvas) {
        // Shade each day from the reload that spent its budget to midnight.
        for (day, used) in report.summary.budgetUsed.enumerated() where used >= report.settings.dailyBudget {
            let dayStart = Double(day * 1440), dayEnd = Double(min((day + 1) * 1440, report.summary.minutes))
            let budgeted = report.reloads.filter { $0.reason.isBudgeted && $0.minute >= dayStart && $0.minute < dayEnd }
            guard budgeted.count >= report.settings.dailyBudget else { continue }
            let spent = budgeted[report.settings.dailyBudget - 1].minute
            canvas.rect(
                x: axis.x(spent), y: y, width: axis.x(dayEnd) - axis.x(spent), height: 30,
                ChartPalette.wrong.opacity(0.15))
            canvas.text(
                "daily budget of \(report.settings.dailyBudget) spent", x: axis.x(spent) + 6, y: y + 8,
                width: axis.x(dayEnd) - axis.x(spent) - 8, font: .caption2.weight(.semibold), ChartPalette.wrong)
        }
        for reload in report.reloads {
            canvas.rect(
                x: axis.x(reload.minute) - 0.75, y: y + (reload.reason.isBudgeted ? 4 : 0), width: 1.5,
                height: reload.reason.isBudgeted ? 22 : 30, ChartPalette.reload(reload.reason))
            if !reload.storeReadable {
                canvas.rect(
                    x: axis.x(reload.minute) - 2, y: y + 26, width: 4, height: 4, ChartPalette.locked, cornerRadius: 2)
            }
        }
    }

    private static func shown(_ report: SimulationReport, axis: DayAxis, y: CGFloat, into canvas: inout ChartCanvas) {
        let colours = ChartPalette.kinds(report.spans.map(\.shows))
        for span in report.spans {
            let x = axis.x(Double(span.fromMinute)), width = axis.x(Double(span.toMinute)) - x
            canvas.rect(x: x, y: y, width: width, height: 34, colours[ChartPalette.kind(of: span.shows)] ?? .gray)
            canvas.rect(x: x, y: y, width: 1, height: 34, .white)
            if width >= 40 {
                canvas.text(
                    span.shows, x: x + 3, y: y + 10, width: width - 5, font: .caption2.weight(.semibold), .white)
            }
        }
    }

    /// Runs of equal, positive scores as half-open minute ranges.
    private static func scoreRuns(_ scores: [Double?]) -> [(score: Double, from: Int, to: Int)] {
        var runs: [(score: Double, from: Int, to: Int)] = []
        for (index, score) in scores.enumerated() {
            guard let score, score > 0 else { continue }
            if let last = runs.last, last.score == score, last.to == index {
                runs[runs.count - 1].to = index + 1
            } else {
                runs.append((score, index, index + 1))
            }
        }
        return runs
    }

    private static func mark(
        _ period: SimulationReport.Period, axis: DayAxis, y: CGFloat, height: CGFloat, _ paint: Paint,
        into canvas: inout ChartCanvas
    ) {
        canvas.rect(
            x: axis.x(Double(period.fromMinute)), y: y,
            width: axis.x(Double(period.toMinute)) - axis.x(Double(period.fromMinute)), height: height, paint)
    }

    static let legend: [(String, Paint)] = [
        ("reload for the timeline's policy", ChartPalette.reload(.after)),
        ("app reload, foreground (free)", ChartPalette.reload(.appForeground)),
        ("app reload, background", ChartPalette.reload(.appBackground)),
        ("first load", ChartPalette.reload(.initial)),
        ("locked: store unreadable", ChartPalette.locked),
        ("right", ChartPalette.right),
        ("wrong", ChartPalette.wrong),
        ("reload overdue", ChartPalette.stale),
        ("relevance", ChartPalette.relevance),
    ]
}
