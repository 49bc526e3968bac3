import Foundation
import Testing
import Vignette
import VignetteTimeline
import VignetteCairo
import VignetteExamples
import VignetteLint

/// Every bundled example meant as good practice lints with no error in everything it declares
/// (every rule, family, device, appearance and moment, and its timeline), as
/// `vignette lint --widget <id>` runs it. course-schedule-naive is the deliberate bad example
/// (`CourseScheduleLintTests.naiveFailsWithItsSeededGaps`). Serialized: renders on 2 cores.
@Suite(.serialized) struct ExamplesLintTests {
    static let badOnPurpose = "course-schedule-naive"
    static let ids = Examples.all.map(\.id).filter { $0 != badOnPurpose }

    @Test func everyExampleButTheNaiveOneIsLinted() {
        #expect(Self.ids.count == Examples.all.count - 1)
        #expect(Set(Self.ids).isSuperset(of: ["course-schedule", "weather", "activity", "calendar-agenda"]))
    }

    @Test(arguments: ids) func noErrorAnywhere(_ id: String) throws {
        let definition = try #require(Examples.all.first { $0.id == id })
        let timeline = try #require(Examples.timelines.first { $0.kind == id }, "\(id) has no timeline")
        let fonts = try FontLibrary.standard()
        let result = Linter().run(
            [LintTarget(definition: definition, timeline: timeline)],
            textEngine: try PangoTextEngine(fonts: fonts), renderer: try CairoRenderer(fonts: fonts))
        #expect(result.errors == 0, "\(id): \(result.findings.filter { $0.severity == .error }.map(\.message))")
        #expect(result.renderings >= 40, "\(id) rendered only \(result.renderings) times")
    }
}
