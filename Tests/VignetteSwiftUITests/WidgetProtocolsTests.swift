import SwiftUI
import Testing
import Vignette
import WidgetKit

/// `Widget`, `WidgetBundle` and `WidgetConfiguration` are declared in SwiftUI, as Apple's are, and
/// re-exported by WidgetKit: one declaration, reached from either import (Docs/SwiftUI.md §5).
@Suite struct WidgetProtocolsTests {
    @Test func aBundleInAFileImportingOnlySwiftUIListsItsWidgets() {
        let definitions = WidgetDefinition.definitions(of: SwiftUIOnlyBundle())
        #expect(definitions.map(\.id) == ["joke-of-the-day", "HabitWidget"])
    }

    @Test func swiftUIAndWidgetKitNameTheSameProtocols() {
        #expect((any SwiftUI.Widget).self == (any WidgetKit.Widget).self)
        #expect((any SwiftUI.WidgetBundle).self == (any WidgetKit.WidgetBundle).self)
        #expect((any SwiftUI.WidgetConfiguration).self == (any WidgetKit.WidgetConfiguration).self)
    }
}
