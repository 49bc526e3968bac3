import Foundation
import Testing
import Vignette
import VignetteExamples
import VignetteTesting

/// The course widget through its second class on Monday 2026-11-23 (大学英语, 10:00–11:35), as an
/// iPhone shows it between entries: the countdowns are relative-style live text and the progress
/// bar a timer progress bar, so they move to the second while the plain text stays (Docs/Time.md).
///
/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter CourseCountdownSnapshotTests`,
/// look at the new PNGs, commit them.
@Suite struct CourseCountdownSnapshotTests {
    /// Ten minutes before, the start, half way with seconds, and the last half minute.
    static let times = ["09:50:00", "10:00:00", "10:30:45", "11:34:30"]

    @Test(arguments: times)
    func smallAndLargeThroughAClass(_ time: String) throws {
        let widget = CourseScheduleWidget.definition
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = widget.timeZone
        let parts = time.split(separator: ":").map { Int($0)! }
        let date = try #require(
            calendar.date(
                from: DateComponents(
                    year: 2026, month: 11, day: 23,
                    hour: parts[0], minute: parts[1], second: parts[2])))
        assertSnapshot(
            of: widget, families: [.systemSmall, .systemLarge], devices: [DeviceCatalog.standard.defaultDevice],
            os: .ios26, at: .date(date), named: time.replacingOccurrences(of: ":", with: ""))
    }
}
