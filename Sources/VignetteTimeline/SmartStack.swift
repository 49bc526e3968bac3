import Foundation
import Vignette

/// The Smart Stack's rotation, simulated from each widget's relevance minute by minute.
///
/// Scores mean something only against the same widget's other scores, so each widget's
/// score is divided by its own maximum over the whole simulation (its past and its
/// future). The widget with the highest relative score is on top; ties keep the one
/// already there (the stack does not flip between equals); a score of 0, or none at
/// all, never rotates a widget up. With no score above 0 the stack stays where it is.
public enum SmartStack {
    /// The stack's top widget each minute, from reports of the same days; throws when there are none or their days differ.
    public static func simulate(_ reports: [SimulationReport]) throws -> SmartStackReport {
        guard let first = reports.first else {
            throw VignetteError.invalidValue(name: "Smart Stack widgets", value: "", expected: "at least one widget")
        }
        if let other = reports.first(where: { $0.minutes.count != first.minutes.count || $0.start != first.start }) {
            throw VignetteError.invalidValue(
                name: "Smart Stack simulation of \(other.widget)",
                value: "\(other.start), \(other.minutes.count) minutes",
                expected: "the same days as \(first.widget): \(first.start), \(first.minutes.count) minutes")
        }
        let maxima = reports.map { report in report.minutes.compactMap(\.score).max().flatMap { $0 > 0 ? $0 : nil } }
        var top = 0
        var onTop = Array(repeating: 0, count: reports.count)
        var rotations: [SmartStackReport.Rotation] = []
        var minutes: [SmartStackReport.Minute] = []
        for index in first.minutes.indices {
            let scores = reports.indices.map { widget -> Double in
                guard let maximum = maxima[widget], let score = reports[widget].minutes[index].score else { return 0 }
                return max(0, score / maximum)
            }
            if let best = scores.indices.max(by: { scores[$0] < scores[$1] || (scores[$0] == scores[$1] && $0 > $1) }),
                scores[best] > 0, scores[best] > scores[top]
            {
                let why = String(
                    format: "%@ %.2f > %@ %.2f", reports[best].widget, scores[best], reports[top].widget, scores[top])
                rotations.append(
                    .init(
                        minute: index, time: first.minutes[index].time, from: reports[top].widget,
                        to: reports[best].widget, why: why))
                top = best
            }
            onTop[top] += 1
            minutes.append(
                .init(minute: index, time: first.minutes[index].time, top: reports[top].widget, scores: scores))
        }
        let widgets = reports.indices.map {
            SmartStackReport.Widget(id: reports[$0].widget, maxScore: maxima[$0], minutesOnTop: onTop[$0])
        }
        return SmartStackReport(
            start: first.start, timeZone: first.timeZone, widgets: widgets,
            rotations: rotations, minutes: minutes)
    }
}
