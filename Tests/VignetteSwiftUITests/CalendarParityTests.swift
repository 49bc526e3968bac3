import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples

/// The calendar widget in SwiftUI spelling (Calendar/) renders to the same PNG bytes as the
/// bundled core-DSL widget, in every family it lists, in every appearance the family has (light,
/// dark and tinted; StandBy for systemSmall; the lock screen for accessoryRectangular), at every
/// demo moment. Serialized, as StocksParityTests: many concurrent renders made a rare
/// Cairo/FreeType crash more likely.
@Suite(.serialized) struct CalendarParityTests {
    let pipeline = PNGPipeline()
    var device: Device { pipeline.device }
    let core = CalendarAgendaWidget.definition
    let swiftUI = WidgetDefinition(CalendarAgenda(), timeZone: CalendarAgendaWidget.definition.timeZone)

    func png(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec) throws -> Data { try pipeline.png(widget, spec) }

    func spec(
        _ family: Vignette.WidgetFamily, _ appearance: Appearance, _ moment: WidgetDefinition.Moment
    ) -> WidgetRenderSpec {
        WidgetRenderSpec(
            family: family, device: device, appearance: appearance, date: moment.date, timeZone: core.timeZone)
    }

    @Test func declaresWhatTheConfigurationSays() {
        #expect(swiftUI.id == core.id)
        #expect(swiftUI.displayName == core.displayName)
        #expect(swiftUI.families == core.families)
        #expect(core.families.contains(.accessoryRectangular))
    }

    @Test(arguments: CalendarAgendaWidget.definition.families)
    func rendersByteIdenticalToTheCoreDSL(family: Vignette.WidgetFamily) throws {
        try pipeline.expectIdentical(swiftUI, core, family: family)
    }

    @Test func frameByFrameTheSameLayout() throws {
        let spec = spec(.systemLarge, .light, core.moments[1])
        let expected = try core.prepare(spec, textEngine: pipeline.engine, resources: .files()).layout
        let actual = try swiftUI.prepare(spec, textEngine: pipeline.engine, resources: .files()).layout
        #expect(actual == expected)
        // In the meeting: the event on now is listed with the time it ends.
        #expect(actual.allNodes.contains { $0.lines?.first?.hasPrefix("Now · until") == true })
    }
}
