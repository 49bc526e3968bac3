import Foundation
import SwiftUI
import Testing
import Vignette

/// `CircularProgressViewStyle(tint:)` and `CircularGaugeStyle(tint:)`: the built-in styles with the tint
/// they carry, drawn as the style and `tint(_:)` together (Docs/SwiftUI/Controls.md).
struct TintedControlStylesTests {
    @Test func circularProgressViewStyleIsTheCircularStyleInItsTint() {
        let styled = Lowering.node(ProgressView(value: 0.25).progressViewStyle(CircularProgressViewStyle(tint: .green)))
        let tinted = Lowering.node(ProgressView(value: 0.25).progressViewStyle(.circular).tint(.green))
        let plain = Lowering.node(ProgressView(value: 0.25).progressViewStyle(CircularProgressViewStyle()))
        #expect(styled == tinted)
        #expect(plain == Lowering.node(ProgressView(value: 0.25).progressViewStyle(.circular)))
        #expect(plain != styled)
    }

    @Test func circularGaugeStyleIsTheOpenRingInItsTint() {
        let styled = Lowering.node(Gauge(value: 0.5) { Text("pH") }.gaugeStyle(CircularGaugeStyle(tint: Color.green)))
        let tinted = Lowering.node(Gauge(value: 0.5) { Text("pH") }.gaugeStyle(.accessoryCircular).tint(.green))
        let plain = Lowering.node(Gauge(value: 0.5) { Text("pH") }.gaugeStyle(CircularGaugeStyle()))
        #expect(styled == tinted)
        #expect(plain == Lowering.node(Gauge(value: 0.5) { Text("pH") }.gaugeStyle(.accessoryCircular)))
        #expect(plain != styled)
    }
}
