import Foundation
import Vignette
import VignetteCairo

extension Bench {
    /// (9) A medium widget with a bar chart (seven bars, a rule, axis labels) against a text-only
    /// medium widget showing the same numbers, each to PNG (layout, paint, encode); the chart
    /// should cost at most 1.5× the text (issue 18).
    func chartsSection() throws -> [String: Any] {
        let days: [(String, Double)] = [("Mon", 6200), ("Tue", 9800), ("Wed", 4100), ("Thu", 11300), ("Fri", 7600),
                                        ("Sat", 12900), ("Sun", 3400)]
        let chart = WidgetDefinition(id: "bench-chart", displayName: "Chart", families: [.systemMedium]) { _ in
            Column(alignment: .leading, spacing: 6) {
                Words("Steps this week").font(.caption).foregroundStyle(.secondaryLabel)
                Plot(days) { day in
                    ChartMark.bar(x: .value("Day", day.0), y: .value("Steps", day.1)).cornerRadius(3)
                }
            }
        }
        let text = WidgetDefinition(id: "bench-text", displayName: "Text", families: [.systemMedium]) { _ in
            Column(alignment: .leading, spacing: 6) {
                Words("Steps this week").font(.caption).foregroundStyle(.secondaryLabel)
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 2) {
                    Each(Array(days.enumerated())) { _, day in
                        GridRow { Words(day.0).foregroundStyle(.secondaryLabel); Words("\(Int(day.1))").monospacedDigit() }
                    }
                }
                .font(.caption2)
            }
        }
        let spec = WidgetRenderSpec(family: .systemMedium, device: device, os: .ios26, appearance: .light, scale: 3,
                                    date: Date(timeIntervalSince1970: 1_795_000_000), timeZone: reference.timeZone)
        func toPNG(_ widget: WidgetDefinition) throws -> Spread {
            try Stats.sample(runs: options.runs) {
                let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
                _ = try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
            }
        }
        let chartTime = try toPNG(chart), textTime = try toPNG(text)
        let ratio = chartTime.median / textTime.median
        report("chart widget to PNG", chartTime)
        report("text-only widget to PNG", textTime)
        print(String(format: "  chart / text: %.2f× (target ≤ 1.5×)", ratio))
        return ["load": Stats.load(), "chart": chartTime.json, "text": textTime.json, "ratio": ratio, "targetMet": ratio <= 1.5]
    }
}
