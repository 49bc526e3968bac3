import Foundation
import Testing
import Vignette
import VignetteLint

/// Silencing a rule takes a reason; without one the finding stays and the silence is a finding.
@Suite struct SilenceTests {
    typealias H = LintHarness
    let small = H.widget { _ in Words("tiny").font(.system(size: 9)) }

    @Test func aReasonSilences() throws {
        let settings = WidgetLintSettings(silence: [.init(rule: "text-too-small", reason: "a legal footnote")])
        let result = try H.findings(
            LintRules.textTooSmall, small, settings: settings, extraRules: [LintRules.silenceReason])
        #expect(result.findings.isEmpty)
        #expect(result.silenced.map(\.reason) == ["a legal footnote"])
    }

    @Test func noReasonIsAFindingAndSilencesNothing() throws {
        let settings = WidgetLintSettings(silence: [.init(rule: "text-too-small", reason: " ")])
        let result = try H.findings(
            LintRules.textTooSmall, small, settings: settings, extraRules: [LintRules.silenceReason])
        #expect(Set(result.findings.map(\.rule)) == ["text-too-small", "silence-reason"])
        #expect(result.silenced.isEmpty)
    }

    @Test func configurationReadsFromJSON() throws {
        let json = #"{"widgets":{"w":{"appName":["Acme"],"silence":[{"rule":"density","reason":"why"}]}}}"#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let config = try LintConfiguration.load(from: url)
        #expect(config.settings(for: "w").appName == ["Acme"])
        #expect(config.settings(for: "w").silence?.first?.reason == "why")
    }
}
