import Foundation
import SwiftUI
import Testing
import Vignette

/// iOS 17's `ContentUnavailableView`: the label's icon above its title, then the description,
/// centred in the space offered (Docs/SwiftUI/Controls.md).
struct ContentUnavailableViewTests {
    static var view: some View {
        ContentUnavailableView(
            "No stocks", systemImage: "chart.line.uptrend.xyaxis", description: Text("Add one in the app."))
    }

    @Test func theTitleAndDescriptionAreCentredUnderTheIcon() throws {
        let layout = Lowering.layout(
            Lowering.node(Self.view, family: .systemMedium), family: .systemMedium,
            size: CGSize(width: 364, height: 170))
        let title = try #require(Lowering.frame(ofText: "No stocks", in: layout))
        let description = try #require(Lowering.frame(ofText: "Add one in the app.", in: layout))
        #expect(abs(title.midX - description.midX) < 0.5, "both centred on the same axis")
        #expect(abs(title.midX - layout.root.frame.midX) < 0.5, "in the middle of the widget")
        #expect(description.minY >= title.maxY + 8 - 0.5, "8 pt below the title")
        #expect(title.minY > layout.root.frame.minY + 40, "under the 48 pt icon")
    }

    @Test func drawing() throws {
        let widget = WidgetDefinition(id: "unavailable", displayName: "Unavailable", families: [.systemMedium]) { _ in
            Lowering.node(Self.view, family: .systemMedium)
        }
        try LazyGridSnapshotTests.expectReference(
            widget, named: "stocksUnavailable", suite: "ContentUnavailableViewTests")
    }
}
