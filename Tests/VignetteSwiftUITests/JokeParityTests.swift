import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples
import WidgetKit

/// The joke widget in SwiftUI spelling (JokeOfTheDay/) renders to the same PNG bytes as
/// the bundled core-DSL widget, in every family, light and dark, at every demo moment.
@Suite struct JokeParityTests {
    let pipeline = PNGPipeline()
    var device: Device { pipeline.device }
    var engine: PangoTextEngine { pipeline.engine }
    let core = JokeWidget.definition
    let swiftUI = WidgetDefinition(JokeOfTheDay(), timeZone: JokeWidget.definition.timeZone)

    func png(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec) throws -> Data { try pipeline.png(widget, spec) }

    @Test func declaresWhatTheConfigurationSays() {
        #expect(swiftUI.id == "joke-of-the-day")
        #expect(swiftUI.displayName == "Joke of the day")
        #expect(swiftUI.families == core.families)
    }

    @Test(arguments: [Vignette.WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func rendersByteIdenticalToTheCoreDSL(family: Vignette.WidgetFamily) throws {
        var drawn: Set<Data> = []
        for appearance in [Appearance.light, .dark] {
            for moment in core.moments {
                let spec = WidgetRenderSpec(
                    family: family, device: device, appearance: appearance,
                    date: moment.date, timeZone: JokeWidget.definition.timeZone)
                let expected = try png(core, spec)
                let actual = try png(swiftUI, spec)
                #expect(actual == expected, "\(family) \(appearance) \(moment.name)")
                drawn.insert(actual)
            }
        }
        // Every appearance and moment draws something different: the comparison is not of blanks.
        #expect(drawn.count == 2 * core.moments.count)
    }

    @Test func frameByFrameTheSameLayout() throws {
        let spec = WidgetRenderSpec(
            family: .systemLarge, device: device, date: core.moments[1].date,
            timeZone: JokeWidget.definition.timeZone)
        let expected = try core.prepare(spec, textEngine: engine, resources: .files()).layout
        let actual = try swiftUI.prepare(spec, textEngine: engine, resources: .files()).layout
        #expect(actual == expected)
        // The punchline is out at 13:00 and drawn as text, not placeholder bars.
        #expect(actual.allNodes.contains { $0.lines?.isEmpty == false })
    }

    @Test func anUnsupportedFamilyIsTheCoreError() throws {
        let spec = WidgetRenderSpec(
            family: .accessoryCircular, device: device, appearance: .lockScreen,
            date: core.moments[0].date)
        #expect(
            throws: VignetteError.unsupportedFamily(
                widget: "joke-of-the-day", family: "accessoryCircular",
                supported: ["systemSmall", "systemMedium", "systemLarge"])
        ) {
            try swiftUI.prepare(spec, textEngine: engine, resources: .files())
        }
    }
}
