import SwiftUI

// This file imports only SwiftUI, as walkday/app's `WiOS/Bundle.swift` does: `WidgetBundle`, `Widget` and
// `@WidgetBundleBuilder` are SwiftUI's on iOS, so they must be found here (WidgetProtocolsTests).

/// The joke and habit widgets, bundled in a file that does not import WidgetKit.
struct SwiftUIOnlyBundle: WidgetBundle {
    @WidgetBundleBuilder var body: some Widget {
        JokeOfTheDay()
        HabitWidget()
    }
}
