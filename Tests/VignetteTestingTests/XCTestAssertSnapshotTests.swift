import Vignette
import VignetteExamples
import VignetteTesting
import XCTest

/// `assertSnapshot` from XCTest: the same call, reported with XCTFail at the caller's line.
final class XCTestAssertSnapshotTests: XCTestCase {
    func testCourseScheduleSmallFromXCTest() throws {
        let widget = try XCTUnwrap(Examples.all.first { $0.id == "course-schedule" })
        assertSnapshot(of: widget, families: [.systemSmall], at: .moment("in-class"))
    }
}
