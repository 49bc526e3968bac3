import ArgumentParser
import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `vignette lint` on Live Activities: the activity rules, lint.json and an annotated PNG per finding.
@Suite struct ActivityLintCommandTests {
    /// A banner too tall for the Lock Screen, with no keyline.
    static let tall = ActivityDefinition(
        id: "tall-banner", displayName: "Tall banner",
        states: [ActivityMoment(name: "now", date: Date(timeIntervalSince1970: 1_800_000_000))]
    ) { _ in
        ActivityViews(
            lockScreen: Rect().fill(.orange).frame(height: 200).node, compactLeading: Words("A").node,
            compactTrailing: Words("B").node, minimal: Words("C").node)
    }

    @Test func aTooTallBannerFailsLintWithAnAnnotatedPicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalog = WidgetCatalog(name: "Test", definitions: [], activities: [Self.tall])
        let failed = WidgetCatalog.$current.withValue(catalog) {
            (try? vignette(["lint", "--widget", "tall-banner", "--device", "iphone-16-pro", "--out", folder.path]))
                == nil
        }
        #expect(failed, "errors fail the run")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.contains("lint.json") && files.contains("index.html"))
        // Errors first: the overflow in the Lock Screen and StandBy banners; then the warnings (no picture).
        #expect(files.contains("001_tall-banner_activity-overflow_lockScreen_iphone-16-pro_light_now.png"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("lint.json")))
                as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(
            findings.compactMap { $0["rule"] as? String }.sorted() == [
                "activity-keyline-missing", "activity-overflow", "activity-overflow", "activity-stale-unhandled",
            ])
        #expect(findings.contains { $0["presentation"] as? String == "standBy" })
    }

    @Test func theRuleListNamesTheActivityRules() throws {
        let printed = try vignette(["lint", "--list-rules"])
        #expect(printed.contains("activity-compact-too-wide [error, live activity, per presentation]"))
        #expect(printed.contains("activity-stale-unhandled [warning, live activity, once]"))
    }
}
