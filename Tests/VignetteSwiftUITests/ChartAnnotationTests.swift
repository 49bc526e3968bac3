import Charts
import Foundation
import SwiftUI
import Testing
import Vignette

/// Swift Charts' `annotation`: a view beside each mark, at its natural size (Docs/Charts.md, "Annotations").
struct ChartAnnotationTests {
    struct Day: Identifiable {
        let id: String
        let minutes: Int
    }
    static let days = [Day(id: "Mon", minutes: 20), Day(id: "Tue", minutes: 45), Day(id: "Wed", minutes: 30)]

    static var chart: some View {
        Chart(days) { day in
            BarMark(x: .value("Day", day.id), y: .value("Mins", day.minutes))
                .annotation { Text("\(day.minutes)").font(.caption2) }
            PointMark(x: .value("Day", day.id), y: .value("Mins", day.minutes))
                .foregroundStyle(.red)
                .annotation(position: .leading) { Text("•\(day.id)").font(.caption2) }
        }
    }

    @Test func theModifierReachesTheCoreMarkWithItsPositionAndSpacing() throws {
        guard case .chart(let spec) = Lowering.node(Self.chart) else {
            Issue.record("not a chart")
            return
        }
        #expect(
            spec.marks.map { $0.annotations.map(\.position) } == [
                [.automatic], [.leading], [.automatic], [.leading], [.automatic], [.leading],
            ])
        #expect(spec.marks[0].annotations[0].spacing == 4)
    }

    @Test func aTopAnnotationSitsCentredAboveItsBarAndALeadingOneBeforeItsPoint() throws {
        let layout = Lowering.layout(
            Lowering.node(Self.chart, family: .systemMedium), family: .systemMedium,
            size: CGSize(width: 364, height: 170))
        let label = try #require(Lowering.frame(ofText: "45", in: layout))
        let bar = try #require(layout.allNodes.first { $0.name == "bar 2" }?.frame)
        #expect(abs(label.midX - bar.midX) < 0.5, "centred on the bar")
        #expect(abs(label.maxY - (bar.minY - 4)) < 0.5, "4 pt above it")
        let point = try #require(layout.allNodes.first { $0.name == "point 3" }?.frame)
        let leading = try #require(Lowering.frame(ofText: "•Tue", in: layout))
        #expect(abs(leading.maxX - (point.midX - 4 - 4)) < 0.5, "4 pt before the point's symbol")
        #expect(abs(leading.midY - point.midY) < 0.5)
    }

    @Test func drawing() throws {
        let widget = WidgetDefinition(id: "annotated", displayName: "Annotated", families: [.systemMedium]) { _ in
            Lowering.node(Self.chart, family: .systemMedium)
        }
        try LazyGridSnapshotTests.expectReference(
            widget, named: "barsAndPointsAnnotated", suite: "ChartAnnotationTests")
    }
}
