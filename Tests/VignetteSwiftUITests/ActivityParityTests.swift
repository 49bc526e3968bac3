import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples

/// The activity widget in SwiftUI spelling (Activity/) renders to the same PNG bytes as the bundled
/// core-DSL widget, in all six families, in every appearance each can be seen in (light, dark,
/// tinted and StandBy by day and night for systemSmall; the lock screen for the accessories), at
/// every demo moment. Serialized, as StocksParityTests, against a rare Cairo/FreeType crash under
/// many concurrent renders.
@Suite(.serialized) struct ActivityParityTests {
    let pipeline = PNGPipeline()
    let core = ActivityWidget.definition
    let swiftUI = WidgetDefinition(ActivitySummary(), timeZone: ActivityWidget.definition.timeZone)

    @Test func declaresWhatTheConfigurationSays() {
        #expect(swiftUI.id == core.id)
        #expect(swiftUI.displayName == core.displayName)
        #expect(swiftUI.families == core.families)
    }

    @Test(arguments: ActivityWidget.definition.families)
    func rendersByteIdenticalToTheCoreDSL(family: Vignette.WidgetFamily) throws {
        try pipeline.expectIdentical(swiftUI, core, family: family)
    }
}
