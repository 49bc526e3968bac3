import Foundation
import Testing
import Vignette
import VignetteTimeline
import VignetteCairo
import VignetteExamples
import VignetteLint

/// The done-when of the lint: the naive course-schedule widget trips each gap the source
/// material found in it, and the recommended one trips none of them.
@Suite struct CourseScheduleLintTests {
    static let gaps = ["single-entry", "margins", "density", "relevance-missing", "cached-fallback"]

    private func lint(_ timeline: AnyTimelineWidget) throws -> LintResult {
        var linter = Linter(devices: [DeviceCatalog.standard.defaultDevice])
        linter.rules = LintRules.all.filter { Self.gaps.contains($0.id) }
        linter.families = [.systemSmall]
        linter.appearances = [.light]
        linter.moments = ["in-class"]
        let fonts = try FontLibrary.standard()
        return linter.run(
            [LintTarget(definition: timeline.definition, timeline: timeline)],
            textEngine: try PangoTextEngine(fonts: fonts), renderer: try CairoRenderer(fonts: fonts))
    }

    @Test func naiveTripsEveryGap() throws {
        let result = try lint(CourseScheduleTimelines.naive)
        #expect(Set(result.findings.map(\.rule)) == Set(Self.gaps))
        let margins = result.findings.filter { $0.rule == "margins" }.map(\.message)
        #expect(margins.contains { $0.contains("leading 12 pt") })
        #expect(margins.contains { $0.contains("top 4 pt") })
        #expect(result.findings.first { $0.rule == "density" }?.message.hasPrefix("6 pieces") == true)
    }

    /// Every rule, family, device, appearance and moment the widget declares, as `vignette lint` runs it.
    private func lintEverything(_ timeline: AnyTimelineWidget) throws -> LintResult {
        let fonts = try FontLibrary.standard()
        return Linter().run(
            [LintTarget(definition: timeline.definition, timeline: timeline)],
            textEngine: try PangoTextEngine(fonts: fonts), renderer: try CairoRenderer(fonts: fonts))
    }

    @Test func recommendedHasNoErrorAnywhere() throws {
        let result = try lintEverything(CourseScheduleTimelines.recommended)
        #expect(result.errors == 0, "\(result.findings.filter { $0.severity == .error })")
        #expect(result.renderings > 100)
    }

    @Test func naiveFailsWithItsSeededGaps() throws {
        let result = try lintEverything(CourseScheduleTimelines.naive)
        #expect(result.errors > 0)
        #expect(Set(result.findings.map(\.rule)).isSuperset(of: Self.gaps))
        #expect(result.findings.contains { $0.rule == "cached-fallback" && $0.severity == .error })
    }

    @Test func recommendedTripsNone() throws {
        let result = try lint(CourseScheduleTimelines.recommended)
        #expect(result.findings.map(\.message) == [])
    }
}
