import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples

/// The weather widget in SwiftUI spelling (Weather/) renders to the same PNG bytes as the bundled
/// core-DSL widget, in all eight families, in every appearance each can be seen in (light, dark,
/// tinted and StandBy by day and night for systemSmall; the lock screen for the accessories), at
/// every demo moment. systemExtraLarge is an iPad family: it is drawn on an iPad Air; the corner
/// is a watch family, drawn on an Apple Watch. Serialized,
/// as StocksParityTests, against a rare Cairo/FreeType crash under many concurrent renders.
@Suite(.serialized) struct WeatherParityTests {
    let pipeline = PNGPipeline()
    let core = WeatherWidget.definition
    let swiftUI = WidgetDefinition(WeatherOutlook(), timeZone: WeatherWidget.definition.timeZone)
    let iPad = try! DeviceCatalog.standard.device(id: "ipad-air-11-m2")
    let watch = try! DeviceCatalog.standard.device(id: "apple-watch-series-11-46mm")

    /// The iPhone of the other parity tests, or the iPad or the watch for a family the iPhone does not offer.
    func device(for family: Vignette.WidgetFamily) -> Device {
        [pipeline.device, iPad, watch].first { $0.offers(family, os: .default) } ?? pipeline.device
    }

    @Test func declaresWhatTheConfigurationSays() {
        #expect(swiftUI.id == core.id)
        #expect(swiftUI.displayName == core.displayName)
        #expect(swiftUI.families == core.families)
    }

    @Test(arguments: WeatherWidget.definition.families)
    func rendersByteIdenticalToTheCoreDSL(family: Vignette.WidgetFamily) throws {
        let device = device(for: family)
        try pipeline.expectIdentical(swiftUI, core, family: family, on: device)
    }

    /// At accessibility sizes the medium layout changes (one header line, three hours, the sky
    /// while it fits): the SwiftUI port reads `\.dynamicTypeSize` and `ViewThatFits` for it.
    @Test(arguments: [DynamicTypeSize.accessibility1, .accessibility3])
    func mediumAtAccessibilitySizesIsByteIdentical(size: DynamicTypeSize) throws {
        try pipeline.expectIdentical(
            swiftUI, core, family: .systemMedium, accessibility: AccessibilitySettings(dynamicTypeSize: size))
    }
}
