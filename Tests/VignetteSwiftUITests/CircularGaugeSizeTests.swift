import Foundation
import SwiftUI
import Testing
import Vignette

/// An accessory circular gauge keeps the lock-screen circle's size in a home-screen widget and
/// fills an accessory family (Docs/SwiftUI/Controls.md, "Gauge styles").
@Suite struct CircularGaugeSizeTests {
    private func ringFrames(_ view: some SwiftUI.View, family: Vignette.WidgetFamily, size: CGSize) -> [CGRect] {
        let layout = Lowering.layout(Lowering.node(view, family: family), family: family, size: size)
        return layout.allNodes.filter { $0.kind == .aspectRatio }.map(\.frame)
    }

    private var gauge: some SwiftUI.View {
        Gauge(value: 120, in: 0...140) {
            Text("All")
        } currentValueLabel: {
            Text("$120")
        }
        .gaugeStyle(.accessoryCircular)
    }

    @Test func inAHomeScreenWidgetTheGaugeKeepsTheAccessoryCircleSize() throws {
        // Offered the whole small widget, it takes 60 × 60 in the middle.
        let rings = ringFrames(
            gauge.frame(maxWidth: .infinity, maxHeight: .infinity), family: .systemSmall,
            size: CGSize(width: 170, height: 170))
        let ring = try #require(rings.first)
        #expect(rings.allSatisfy { $0 == ring })
        #expect(ring.width == 60 && ring.height == 60)
        #expect(abs(ring.midX - 85) < 0.34 && abs(ring.midY - 85) < 0.34)
    }

    @Test func theCapacityGaugeKeepsItsSizeToo() throws {
        let view = Gauge(value: 0.3) { Text("Run") }.gaugeStyle(.accessoryCircularCapacity)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        let layout = Lowering.layout(
            Lowering.node(view, family: .systemMedium), family: .systemMedium,
            size: CGSize(width: 364, height: 170))
        let fixed = layout.allNodes.filter { $0.kind == .frame }.map(\.frame)
        #expect(fixed.contains { $0.width == 60 && $0.height == 60 })
    }

    @Test func inTheAccessoryCircleTheGaugeFillsIt() throws {
        let rings = ringFrames(gauge, family: .accessoryCircular, size: CGSize(width: 76, height: 76))
        let ring = try #require(rings.first)
        #expect(ring.width == 76 && ring.height == 76)
    }

    @Test func boundLabelsKeepTheFontTheyAreGiven() throws {
        // ExpenseWidget's bounds are 4 pt; plain bounds are the gauge's 10 pt.
        let view = Gauge(value: 120, in: 0...140) {
            Text("All")
        } currentValueLabel: {
            Text("$120")
        } minimumValueLabel: {
            Text("$0").font(.system(size: 4))
        } maximumValueLabel: {
            Text("$140")
        }
        .gaugeStyle(.accessoryCircular)
        let layout = Lowering.layout(
            Lowering.node(view, family: .accessoryCircular), family: .accessoryCircular,
            size: CGSize(width: 76, height: 76))
        let small = try #require(Lowering.frame(ofText: "$0", in: layout))
        let plain = try #require(Lowering.frame(ofText: "$140", in: layout))
        #expect(small.height < 6 && plain.height > 11)
    }
}
