import Foundation
import Testing
@testable import VignetteCLI

/// A bad vignette-lint.json is refused with the file, the line and the key, and the valid names.
@Suite struct LintConfigurationFileTests {
    private func message(_ json: String) throws -> String? {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("vignette-lint.json")
        try Data(json.utf8).write(to: file)
        return failure([
            "lint", "--widget", "course-schedule", "--family", "systemSmall", "--device", "iphone-16-pro",
            "--appearance", "light", "--moment", "in-class", "--out", "none", "--config", file.path,
        ])
        .map { $0.replacingOccurrences(of: file.path, with: "FILE") }
    }

    @Test func anUnknownRuleNamesTheValidOnesWithLineAndKey() throws {
        let said = try message(
            "{\n  \"widgets\": {\n    \"course-schedule\": {\n      \"silence\": [\n        { \"rule\": \"densty\", \"reason\": \"x\" }\n      ]\n    }\n  }\n}\n"
        )
        #expect(
            said?.hasPrefix(
                "lint configuration FILE line 5, key 'widgets.course-schedule.silence[0].rule': unknown rule 'densty'; valid: margins, density,"
            ) == true)
    }

    @Test func aSilenceWithoutAReasonIsRefused() throws {
        let said = try message(
            #"{ "widgets": { "course-schedule": { "silence": [ { "rule": "density", "reason": "  " } ] } } }"#)
        #expect(
            said
                == "lint configuration FILE line 1, key 'widgets.course-schedule.silence[0].reason': silencing 'density' needs a reason; a silence without one is refused"
        )
    }

    @Test func anUnknownWidgetOrKeyNamesTheValidOnes() throws {
        let widget = try message(#"{ "widgets": { "course-schedule": {}, "course-schedul": {} } }"#)
        #expect(widget?.hasPrefix("lint configuration FILE names unknown widget(s) 'course-schedul'; valid: ") == true)
        #expect(widget?.contains("course-schedule-naive") == true)
        let key = try message("{ \"widgets\": {\n \"course-schedule\": { \"apName\": [] } } }")
        #expect(
            key
                == "lint configuration FILE line 2, key 'widgets.course-schedule.apName': unknown key; valid: appIconImages, appIconSymbols, appName, relevanceRange, silence"
        )
        let syntax = try message("{ \"widgets\": {\n \"course-schedule\": [1,}\n}")
        #expect(syntax?.hasPrefix("lint configuration FILE is not JSON: line 2: ") == true)
    }

    @Test func silencedFindingsAreListedWithTheirReasonInEveryFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("lint.json")
        try Data(
            #"{ "widgets": { "course-schedule-naive": { "silence": [ { "rule": "cached-fallback", "reason": "the seed's gap, kept on purpose" } ] } } }"#
                .utf8
        ).write(to: file)
        let base = LintFormatTests.naive + ["--config", file.path]
        let text = vignetteWithErrors(base)
        #expect(text.output.contains("the seed's gap, kept on purpose"))
        let json = vignetteWithErrors(base + ["--format", "json"]).output
        #expect(json.contains("\"reason\" : \"the seed's gap, kept on purpose\""))
        let sarif = vignetteWithErrors(base + ["--format", "sarif"]).output
        #expect(sarif.contains("\"justification\" : \"the seed's gap, kept on purpose\""))
        let junit = vignetteWithErrors(base + ["--format", "junit"]).output
        #expect(junit.contains("<skipped message=\"silenced: the seed&apos;s gap, kept on purpose\"/>"))
    }
}
