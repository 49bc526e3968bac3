import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples

/// The course-schedule widget in SwiftUI spelling (CourseSchedule/) renders to the same PNG bytes
/// as the bundled core-DSL widget, in every family it lists, in every appearance the family has
/// (light, dark and tinted; StandBy for systemSmall), at every demo moment: Chinese text, the day's
/// timeline, live countdowns and the class's live progress bar. The SwiftUI provider has an entry
/// only where the schedule changes, so at 10:30 it draws the 10:00 entry and its live text and
/// progress show what the core widget, built at 10:30, shows. Serialized, as
/// StocksParityTests: many concurrent renders made a rare Cairo/FreeType crash more likely.
@Suite(.serialized) struct CourseScheduleParityTests {
    let pipeline = PNGPipeline()
    var device: Device { pipeline.device }
    let core = CourseScheduleWidget.definition
    let swiftUI = { () -> WidgetDefinition in
        var widget = WidgetDefinition(ClassSchedule(), timeZone: CourseScheduleWidget.definition.timeZone)
        widget.locale = CourseScheduleWidget.definition.locale
        return widget
    }()

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
    }

    @Test(arguments: CourseScheduleWidget.definition.families)
    func rendersByteIdenticalToTheCoreDSL(family: Vignette.WidgetFamily) throws {
        try pipeline.expectIdentical(swiftUI, core, family: family)
    }

    @Test func frameByFrameTheSameLayout() throws {
        let inClass = try #require(core.moments.first { $0.name == "in-class" })
        let spec = spec(.systemLarge, .light, inClass)
        let expected = try core.prepare(spec, textEngine: pipeline.engine, resources: .files()).layout
        let actual = try swiftUI.prepare(spec, textEngine: pipeline.engine, resources: .files()).layout
        #expect(actual == expected)
        // At 10:30, in 大学英语 (10:00–11:35): the time left, live at the render clock.
        #expect(actual.allNodes.contains { $0.lines == ["第 2/4 节 · 剩 1小时5分钟"] })
        #expect(actual.allNodes.contains { $0.lines == ["剩 1小时5分钟"] })
    }
}
