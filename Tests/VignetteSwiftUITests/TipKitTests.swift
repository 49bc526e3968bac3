import Foundation
import SwiftUI
import Testing
import TipKit
import Vignette

/// TipKit compiles and its tips never show in a widget: nothing is drawn for them.
struct TipKitTests {
    @Test func tipsNeverDisplay() async throws {
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        let tip = EditTip()
        #expect(tip.id == "EditTip" && tip.rules.count == 1 && tip.options.count == 2 && tip.image == nil)
        #expect(!tip.shouldDisplay && tip.status == .pending)
        await EditTip.settingsOpened.donate()
        #expect(EditTip.settingsOpened.donations.isEmpty, "donations are not kept")
        var statuses: [Tips.Status] = []
        for await status in tip.statusUpdates { statuses.append(status) }
        #expect(statuses == [.pending])
    }

    @Test func tipViewsAndPopoverTipsDrawNothing() throws {
        let pipeline = PNGPipeline()
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: pipeline.device, appearance: .light, date: .distantFuture)
        func widget<V: View>(_ view: V) -> WidgetDefinition {
            let node = Lowering.node(view)
            return WidgetDefinition(id: "tips", displayName: "Tips", families: [.systemSmall]) { _ in node }
        }
        let withTips = try pipeline.png(
            widget(
                VStack {
                    TipView(EditTip(), arrowEdge: .bottom)
                    Text("12 days left").popoverTip(EditTip()).tipBackground(Color.red)
                }), spec)
        let without = try pipeline.png(widget(VStack { Text("12 days left") }), spec)
        let blank = try pipeline.png(widget(EmptyView()), spec)
        #expect(withTips == without && withTips != blank)
    }
}
