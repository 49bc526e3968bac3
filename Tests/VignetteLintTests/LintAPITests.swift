import Foundation
import Testing
import Vignette
import VignetteExamples
import VignetteLint  // the public API only: no @testable
import VignetteTesting

/// The lint as a library: findings as values from `Linter.lint`, and `assertNoLintFindings`
/// failing at the caller's line with each finding, on a good example and a deliberately bad widget.
@Suite struct LintAPITests {
    static let phone = DeviceCatalog.standard.defaultDevice
    static let date = Date(timeIntervalSince1970: 1_795_003_200)

    /// 8 pt text: below the 11 pt minimum, and nothing else wrong.
    static let tiny = WidgetDefinition(
        id: "tiny", displayName: "Tiny", families: [.systemSmall],
        moments: [.init(name: "now", date: date)]
    ) { _ in
        Words("Tiny").font(.system(size: 8))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    static let expectedTinyFinding = """
        error text-too-small in tiny (systemSmall, iphone-16-pro-max, light, now): 'Tiny' is set at 8 pt \
        (minimum 11 pt); node words 'Tiny' at (16, 16, 
        """

    /// Every rule but `large-text`: the course schedule keeps its layout at accessibility sizes, where
    /// its text is cut (a known gap of the example, which that rule reports; Docs/Accessibility.md §7).
    static let rulesTheExamplePasses = LintRules.all.filter { $0.id != LintRules.largeText.id }

    @Test func theRecommendedExampleHasNoFindings() throws {
        let linter = Linter(
            families: [.systemSmall, .systemMedium], appearances: [.light, .dark], devices: [Self.phone],
            moments: ["in-class"], rules: Self.rulesTheExamplePasses)
        let result = try linter.lint(CourseScheduleWidget.definition, timeline: CourseScheduleTimelines.recommended)
        #expect(result.findings.map(\.description) == [])
        #expect(result.renderings == 4)
        #expect(result.timelines == 1)
    }

    @Test func eightPointTextIsAnErrorWithItsNodeFrameAndCitation() throws {
        let result = try Linter(appearances: [.light], devices: [Self.phone]).lint(Self.tiny)
        let finding = try #require(result.findings.first)
        #expect(result.findings.count == 1)
        #expect(finding.rule == LintRules.textTooSmall.id)
        #expect(finding.severity == .error)
        #expect(finding.message == "'Tiny' is set at 8 pt (minimum 11 pt)")
        #expect(finding.node == "words 'Tiny'")
        #expect(finding.family == "systemSmall")
        #expect(finding.device == "iphone-16-pro-max")
        #expect(finding.appearance == "light")
        // Inside the default 16 pt content margins.
        let frame = try #require(finding.rect)
        #expect(frame.minX == 16 && frame.minY == 16)
        #expect(frame.width > 10 && frame.height > 5)
        #expect(finding.guidance.contains("Docs/WidgetFacts.md §4b"))
        #expect(finding.description.hasPrefix(Self.expectedTinyFinding))
        #expect(finding.description.hasSuffix("; guidance: \(LintRules.textTooSmall.guidance)"))
    }

    @Test func findingsAtLeastASeverityPutErrorsFirst() throws {
        // A tight margin (warning) and tiny text (error) in one widget.
        let both = WidgetDefinition(
            id: "both", displayName: "Both", families: [.systemSmall],
            moments: [.init(name: "now", date: Self.date)]
        ) { _ in
            Words("Tiny").font(.system(size: 8)).padding(4)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).contentMarginsDisabled()
        }
        let result = try Linter(appearances: [.light], devices: [Self.phone]).lint(both)
        #expect(result.findings(atLeast: .error).map(\.rule) == ["text-too-small"])
        #expect(result.findings(atLeast: .warning).map(\.rule) == ["text-too-small", "margins"])
    }

    @Test func theAssertionPassesOnTheExample() {
        let result = assertNoLintFindings(
            of: CourseScheduleWidget.definition, timeline: CourseScheduleTimelines.recommended,
            families: [.systemSmall], appearances: [.light], devices: [Self.phone],
            moments: ["starting-soon"], atLeast: .warning, rules: Self.rulesTheExamplePasses)
        #expect(result?.renderings == 1)
    }

    @Test func theAssertionFailsAtTheCallersLineWithEachFinding() {
        let line = #line + 2
        withKnownIssue {
            assertNoLintFindings(of: Self.tiny, appearances: [.light], devices: [Self.phone], atLeast: .error)
        } matching: { issue in
            // Any other issue, or none, fails this test.
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "LintAPITests.swift"
                && issue.comments.map(\.rawValue).contains { $0.hasPrefix("lint: " + Self.expectedTinyFinding) }
        }
    }

    @Test func warningsPassWhenOnlyErrorsAreAsserted() {
        let tight = WidgetDefinition(
            id: "tight", displayName: "Tight", families: [.systemSmall],
            moments: [.init(name: "now", date: Self.date)]
        ) { _ in
            Words("Hello").font(.body).padding(4)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).contentMarginsDisabled()
        }
        let result = assertNoLintFindings(of: tight, appearances: [.light], devices: [Self.phone], atLeast: .error)
        #expect(result?.findings.map(\.rule) == ["margins"])
    }
}

/// A limitation of Vignette is not the widget's error.
@Suite struct RenderRuleTests {
    struct Unsupported: Error, CustomStringConvertible {
        var description: String { "cannot draw image 'photo': Vignette draws PNG, JPEG and SVG files only, not HEIC" }
    }
    struct Broken: Error {}

    @Test func vignettesOwnLimitsAreWarnings() {
        #expect(LintRules.renderRule(for: Unsupported()).id == "render-unsupported")
        #expect(LintRules.renderRule(for: Unsupported()).severity == .warning)
        #expect(LintRules.renderRule(for: Broken()).id == "render-failed")
        #expect(LintRules.renderRule(for: Broken()).severity == .error)
    }
}
