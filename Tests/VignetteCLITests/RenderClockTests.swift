import Foundation
import Testing

/// `--at` to the second (Docs/Time.md): a time of day alone is on the widget's first sample day,
/// and live text follows the seconds (the course widget counts down in `.relative` style).
@Suite struct RenderClockTests {
    /// The small course widget's PNG at `at`.
    func small(at: String, in folder: TemporaryFolder) throws -> Data {
        let out = folder.path(at.replacingOccurrences(of: ":", with: "-"))
        try vignette(["render", "--widget", "course-schedule", "--family", "systemSmall", "--at", at, "--out", out])
        let files = try #require(contents(of: out))
        return try Data(contentsOf: URL(fileURLWithPath: out + "/" + files[0]))
    }

    @Test func aTimeAloneIsOnTheFirstSampleDayInTheWidgetsTimeZone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try small(at: "10:30:45", in: folder) == small(at: "2026-11-23T10:30:45", in: folder))
        #expect(try small(at: "09:50", in: folder) == small(at: "2026-11-23T09:50:00+08:00", in: folder))
    }

    @Test func liveTextShowsTheSeconds() throws {
        let lines = { (at: String) -> [String] in
            let json = try vignette(["layout", "--widget", "course-schedule", "--family", "systemSmall", "--at", at])
            return json.split(separator: "\n").filter { $0.contains("\"lines\"") }.map {
                String($0.trimmingCharacters(in: .whitespaces))
            }
        }
        // Ten minutes before 大学英语 (10:00), then half a minute later: the status counts down live.
        #expect(try lines("09:50").first == "\"lines\": [\"10分钟后上课\"]")
        #expect(try lines("09:50:30").first == "\"lines\": [\"9分钟30秒后上课\"]")
    }
}
