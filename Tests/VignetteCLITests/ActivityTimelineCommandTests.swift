import Foundation
import Testing
@testable import VignetteCLI

/// `vignette timeline` on a Live Activity: its scenario played against the system's limits.
@Suite struct ActivityTimelineCommandTests {
    @Test func anActivitysTimelineWritesItsStoryAndFilmstrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = try vignette([
            "timeline", "--widget", "class-in-progress", "--device", "iphone-16-pro", "--out", folder.path,
        ])
        #expect(
            printed.hasPrefix(
                "class-in-progress: 3 updates, 4 spans, ended at 2026-11-23 11:36, "
                    + "off the Lock Screen at 2026-11-23 15:36; "))
        let story = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.url.appendingPathComponent("class-in-progress_activity.json")))
                as? [String: Any])
        let spans = try #require(story["spans"] as? [[String: Any]])
        #expect(spans.compactMap { $0["state"] as? String } == ["starting-soon", "in-class", "last-minutes", "ended"])
        // After the end the final state stays on the Lock Screen, out of the island, for the default four hours.
        #expect(spans.last?["island"] as? Bool == false && spans.last?["lockScreen"] as? Bool == true)
        let png = try Data(contentsOf: folder.url.appendingPathComponent("class-in-progress_activity_filmstrip.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aWidgetsTimelineStillNeedsItsDay() {
        #expect(
            failure(["timeline", "--widget", "course-schedule"])
                == "Missing expected argument '--day <day>': the first day to simulate, as YYYY-MM-DD")
    }
}
