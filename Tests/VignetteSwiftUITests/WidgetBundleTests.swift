import Foundation
import Testing
import Vignette
import WidgetKit

/// The joke and habit widgets in one bundle, the second behind an availability check.
private struct Widgets: WidgetBundle {
    var body: some Widget {
        JokeOfTheDay()
        if #available(iOS 17.0, *) {
            HabitWidget()
        }
    }
}

/// `WidgetBundle` (Docs/SwiftUI.md §5): its widgets become definitions in order.
@Suite struct WidgetBundleTests {
    @Test func aBundlesWidgetsBecomeDefinitionsInOrder() {
        let definitions = WidgetDefinition.definitions(of: Widgets())
        #expect(definitions.map(\.id) == ["joke-of-the-day", "HabitWidget"])
        #expect(definitions.map(\.displayName) == ["Joke of the day", "Streak"])
        #expect(definitions[1].families == [.systemSmall, .systemMedium])
    }

    @Test func aBundleRenderedAsOneWidgetFailsSayingWhatToDo() {
        let bundle = WidgetDefinition(Widgets().body)
        #expect(throws: WidgetKitError.bundleIsNotAWidget) {
            try bundle.content(WidgetEnvironment(family: .systemSmall))
        }
        #expect(WidgetKitError.bundleIsNotAWidget.description.contains("WidgetDefinition.definitions(of:)"))
    }
}
