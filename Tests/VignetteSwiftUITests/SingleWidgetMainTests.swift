import ActivityKit
import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

/// A `PreviewProvider` written for iOS 16 compiles beside the widget it previews.
private struct Joke_Previews: PreviewProvider {
    static var previews: some View {
        Text(verbatim: "Knock knock")
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName("Small")
    }
}

/// Xcode 14's Live Activity template previews its activity with `previewContext(_:viewKind:)`.
private struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutes: Int }
}

private struct Delivery_Previews: PreviewProvider {
    static var previews: some View {
        DeliveryAttributes().previewContext(.init(minutes: 5), viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact")
    }
}

/// `@main` on one `Widget` runs a bundle of that widget (Docs/SwiftUI.md §5).
@Suite struct SingleWidgetMainTests {
    @Test func aSingleWidgetIsABundleOfOne() {
        let definitions = WidgetDefinition.definitions(of: _SingleWidgetBundle<HabitWidget>())
        #expect(definitions.map(\.id) == ["HabitWidget"])
        #expect(definitions[0].families == [.systemSmall, .systemMedium])
        let main: @MainActor () -> Void = HabitWidget.main  // what `@main struct HabitWidget: Widget` calls (main-actor code, as Apple's `main()`)
        _ = main
    }

    @MainActor @Test func previewProviderPreviewsAreViews() {
        #expect(Lowering.node(Joke_Previews.previews) == Lowering.node(Text(verbatim: "Knock knock")))
        // Never run here: an activity's states come from `#Preview(as:using:)`, so it draws nothing.
        #expect(Lowering.node(Delivery_Previews.previews) == Lowering.node(EmptyView()))
    }
}
