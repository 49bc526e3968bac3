import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples

/// The stocks widget in SwiftUI spelling (Stocks/) renders to the same PNG bytes as the bundled
/// core-DSL widget, in every family, light, dark and tinted, at every demo moment. The families run
/// one after the other: 27 renders at once beside the rest of the suite made a rare crash inside
/// Cairo/FreeType more likely (2 of 6 full runs; 0 of 3 without this suite).
@Suite(.serialized) struct StocksParityTests {
    let pipeline = PNGPipeline()
    var device: Device { pipeline.device }
    let core = StocksWidget.definition
    let swiftUI = WidgetDefinition(StocksWatchlist(), timeZone: StocksWidget.definition.timeZone)

    func png(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec) throws -> Data { try pipeline.png(widget, spec) }

    @Test(arguments: [Vignette.WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func rendersByteIdenticalToTheCoreDSL(family: Vignette.WidgetFamily) throws {
        var drawn: Set<Data> = []
        for appearance in [Appearance.light, .dark, .tinted] {
            for moment in core.moments {
                let spec = WidgetRenderSpec(
                    family: family, device: device, appearance: appearance,
                    date: moment.date, timeZone: core.timeZone)
                let actual = try png(swiftUI, spec)
                #expect(actual == (try png(core, spec)), "\(family) \(appearance) \(moment.name)")
                drawn.insert(actual)
            }
        }
        // Every appearance and moment draws something different: the comparison is not of blanks.
        #expect(drawn.count == 3 * core.moments.count)
    }
}
