import Foundation
import Testing
import Vignette
import VignetteTesting

/// Charts drawn end to end (Docs/Charts.md): a medium widget with stacked bars, a
/// Catmull–Rom line with symbols, a dashed rule and a legend; a small donut of sectors with
/// gaps. Both light and dark, on the default device.
///
/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter ChartSnapshotTests`,
/// look at the new PNGs, commit them.
@Suite struct ChartSnapshotTests {
    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]

    static let charts = WidgetDefinition(id: "charts", displayName: "Charts", families: [.systemSmall, .systemMedium]) {
        env in
        if env.family == .systemSmall {
            Plot {
                ChartMark.sector(angle: .value("Hours", 5), innerRadius: .ratio(0.6), angularInset: 2).series(
                    .value("Kind", "Work"))
                ChartMark.sector(angle: .value("Hours", 3), innerRadius: .ratio(0.6), angularInset: 2).series(
                    .value("Kind", "Play"))
                ChartMark.sector(angle: .value("Hours", 1.5), innerRadius: .ratio(0.6), angularInset: 2).series(
                    .value("Kind", "Rest"))
            }
        } else {
            Plot {
                for (index, day) in days.enumerated() {
                    ChartMark.bar(x: .value("Day", day), y: .value("Km", Double(3 + index))).series(
                        .value("Kind", "Run")
                    ).cornerRadius(2)
                    ChartMark.bar(x: .value("Day", day), y: .value("Km", Double(6 - index))).series(
                        .value("Kind", "Ride")
                    ).cornerRadius(2)
                    ChartMark.line(x: .value("Day", day), y: .value("Km", [7, 9, 6, 8, 10][index]))
                        .foregroundStyle(.label).interpolation(.catmullRom).symbol(.diamond)
                }
                ChartMark.rule(y: .value("Goal", 8)).foregroundStyle(.red).lineStyle(
                    StrokeStyle(lineWidth: 1, dash: [4, 3]))
            }
            .yAxis(ChartAxis(position: .leading))
        }
    }

    @Test func barsLinesRulesAndSectors() {
        assertSnapshot(
            of: Self.charts, families: [.systemSmall, .systemMedium], devices: [DeviceCatalog.standard.defaultDevice],
            appearances: [.light, .dark])
    }

    /// `Chart { }`: both axes over 0…1, grid lines and labels, as iOS draws a chart without data.
    static let empty = WidgetDefinition(id: "empty-chart", displayName: "Empty chart", families: [.systemSmall]) { _ in
        Plot {}.padding(16)
    }

    /// A day's 8,464 steps as one bar split by kind (`BarMark(x:)`), both axes hidden: the bar
    /// fills the plot's width, as iOS draws it (issue 33), not a 0…10,000 domain.
    static let steps = WidgetDefinition(id: "steps-bar", displayName: "Steps", families: [.systemMedium]) { _ in
        Column(alignment: .leading, spacing: 8) {
            Words("8,464 steps").font(.headline)
            Plot {
                ChartMark.bar(x: .value("Steps", 5210)).series(.value("Kind", "Walk"))
                ChartMark.bar(x: .value("Steps", 3254)).series(.value("Kind", "Run"))
            }.xAxis(.hidden).yAxis(.hidden).legend(.hidden).frame(height: 24)
        }
    }

    @Test func aStackedBarWithHiddenAxesFillsThePlot() {
        assertSnapshot(
            of: Self.steps, families: [.systemMedium], devices: [DeviceCatalog.standard.defaultDevice],
            appearances: [.light])
    }

    @Test func anEmptyChartDrawsItsAxes() {
        assertSnapshot(
            of: Self.empty, families: [.systemSmall], devices: [DeviceCatalog.standard.defaultDevice],
            appearances: [.light])
    }

    /// A week's training minutes with the axes' own labels (`AxisValueLabel { Text(…) }` per value):
    /// days as letters, hours on the y axis, no label at zero.
    static let labelled = WidgetDefinition(id: "labelled-axes", displayName: "Training", families: [.systemSmall]) {
        _ in
        Plot {
            for (day, minutes) in zip(["Mon", "Tue", "Wed", "Thu", "Fri"], [45.0, 90, 20, 120, 60]) {
                ChartMark.bar(x: .value("Day", day), y: .value("Minutes", minutes)).cornerRadius(3)
            }
        }
        .xAxis(
            ChartAxis(
                values: ["Mon", "Tue", "Wed", "Thu", "Fri"].map(ChartValue.category),
                valueLabels: ["M", "T", "W", "T", "F"])
        )
        .yAxis(ChartAxis(values: [0, 60, 120].map(ChartValue.number), valueLabels: ["", "1 h", "2 h"]))
        .yDomain(0...120).padding(16)
    }

    @Test func axesWithTheirOwnLabels() {
        assertSnapshot(
            of: Self.labelled, families: [.systemSmall], devices: [DeviceCatalog.standard.defaultDevice],
            appearances: [.light])
    }
}
