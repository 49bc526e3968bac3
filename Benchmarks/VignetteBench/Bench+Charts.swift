import Foundation
import Vignette
import VignetteCairo

extension Bench {
    /// (9) A medium widget with a bar chart (seven bars, a rule, axis labels) against a text-only
    /// medium widget showing the same numbers, each to PNG (layout, paint, encode); the chart
    /// should cost at most 1.5× the text (issue 18).
    func chartsSection() throws -> [String: Any] {
        let days: [(String, Double)] = [
            ("Mon", 6200), ("Tue", 9800), ("Wed", 4100), ("Thu", 11300), ("Fri", 7600),
            ("Sat", 12900), ("Sun", 3400),
        ]
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
                        GridRow {
                            Words(day.0).foregroundStyle(.secondaryLabel)
                            Words("\(Int(day.1))").monospacedDigit()
                        }
                    }
                }
                .font(.caption2)
            }
        }
        let spec = WidgetRenderSpec(
            family: .systemMedium, device: device, os: .ios26, appearance: .light, scale: 3,
            date: Date(timeIntervalSince1970: 1_795_000_000), timeZone: reference.timeZone)
        func toPNG(_ widget: WidgetDefinition) throws {
            let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
            _ = try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
        }
        // Interleaved pairs: each pair times a batch of chart renders and a batch of text renders
        // back to back (which goes first alternates), so a slow spell of this shared machine costs
        // both sides of one ratio; the figure is the median of the pairs' ratios of thread CPU time,
        // which other processes' load moves less than wall-clock time. Warm caches first.
        let batch = 5, pairs = max(15, options.runs)
        for _ in 0..<(3 * batch) {
            try toPNG(chart)
            try toPNG(text)
        }
        var chartWall: [Double] = [], textWall: [Double] = [], chartCPU: [Double] = [], textCPU: [Double] = []
        for pair in 0..<pairs {
            for isChart in pair % 2 == 0 ? [true, false] : [false, true] {
                let (cpu, wall) = (Stats.threadCPUNow(), Stats.now())
                for _ in 0..<batch { try toPNG(isChart ? chart : text) }
                let times = ((Stats.threadCPUNow() - cpu) / Double(batch), (Stats.now() - wall) / Double(batch))
                if isChart {
                    chartCPU.append(times.0)
                    chartWall.append(times.1)
                } else {
                    textCPU.append(times.0)
                    textWall.append(times.1)
                }
            }
        }
        let cpuRatios = Spread(zip(chartCPU, textCPU).map { $0 / $1 }),
            wallRatios = Spread(zip(chartWall, textWall).map { $0 / $1 })
        let chartTime = Spread(chartWall), textTime = Spread(textWall)
        report("chart widget to PNG", chartTime, String(format: "CPU %.3f ms", Spread(chartCPU).median))
        report("text-only widget to PNG", textTime, String(format: "CPU %.3f ms", Spread(textCPU).median))
        print(
            String(
                format:
                    "  chart / text, median of %d interleaved pairs of %d renders: %.2f× CPU time (pairs %.2f–%.2f×), %.2f× wall clock; target ≤ 1.5×",
                pairs, batch, cpuRatios.median, cpuRatios.min, cpuRatios.max, wallRatios.median))
        return [
            "load": Stats.load(), "chart": chartTime.json, "text": textTime.json, "chartCPU": Spread(chartCPU).json,
            "textCPU": Spread(textCPU).json,
            "ratio": cpuRatios.median, "ratioPairs": ["min": cpuRatios.min, "max": cpuRatios.max],
            "ratioWall": wallRatios.median,
            "targetMet": cpuRatios.median <= 1.5,
        ]
    }
}
