import Foundation
import Testing
import Vignette
import VignetteSampleData

/// A sample that checks itself: the room must be named.
private struct Lesson: SampleData, Equatable {
    var time, course, room: String
    var starts: LocalDateTime?

    func firstProblem() -> (location: String, reason: String)? {
        room.isEmpty ? ("room", "is empty; expected a room such as \"Room 305\"") : nil
    }
}

/// Reading sample JSON: from a bundle, a file and bytes, and every error naming the file and where.
@Suite struct SampleFileTests {
    @Test func readsABundledFile() throws {
        let lesson = try SampleFile.bundled("next-class", as: Lesson.self, in: .module, subdirectory: "Data")
        #expect(lesson == Lesson(time: "10:00", course: "数据结构", room: "Room 305"))
    }

    @Test func aMissingBundledFileIsNamedWithTheBundle() {
        #expect {
            try SampleFile.bundled("nope", as: Lesson.self, in: .module, subdirectory: "Data")
        } throws: { error in
            guard case .unreadableFile(let path, let reason) = error as? VignetteError else { return false }
            return path == "Data/nope.json" && reason.hasPrefix("not found in the resource bundle ")
        }
    }

    @Test func theTypesOwnCheckNamesTheFileAndField() throws {
        let url = try #require(Bundle.module.url(forResource: "bad-room", withExtension: "json", subdirectory: "Data"))
        #expect(
            throws: VignetteError.invalidFile(
                path: url.path, location: "room",
                reason: "is empty; expected a room such as \"Room 305\"")
        ) {
            try SampleFile.bundled("bad-room", as: Lesson.self, in: .module, subdirectory: "Data")
        }
    }

    @Test func malformedJSONGivesLineAndColumn() {
        let json = "{\n  \"time\": \"10:00\",\n  \"course\" \"x\"\n}"
        #expect {
            try SampleFile.decode(Data(json.utf8), file: "lesson.json", as: Lesson.self)
        } throws: { error in
            guard case .invalidFile(let path, let location, _) = error as? VignetteError else { return false }
            return path == "lesson.json" && location.contains("line 3")
        }
    }

    @Test func decodingErrorsGiveTheJSONPath() {
        let wrongType = #"{"time": 10, "course": "x", "room": "y"}"#
        #expect(throws: VignetteError.invalidFile(path: "lesson.json", location: "time", reason: "expected String")) {
            try SampleFile.decode(Data(wrongType.utf8), file: "lesson.json", as: Lesson.self)
        }
        let missing = #"{"time": "10:00", "room": "y"}"#
        #expect(
            throws: VignetteError.invalidFile(
                path: "lesson.json", location: "top level",
                reason: "missing key 'course'")
        ) {
            try SampleFile.decode(Data(missing.utf8), file: "lesson.json", as: Lesson.self)
        }
        let badTime = #"{"time": "10:00", "course": "x", "room": "y", "starts": "2026-11-31T09:00"}"#
        #expect(
            throws: VignetteError.invalidFile(
                path: "lesson.json", location: "starts",
                reason: #"expected a local time like "2026-11-23T09:30" or "2026-11-23", got "2026-11-31T09:00""#)
        ) {
            try SampleFile.decode(Data(badTime.utf8), file: "lesson.json", as: Lesson.self)
        }
    }

    @Test func anUnreadableFileIsNamed() {
        #expect {
            try SampleFile.load(from: URL(fileURLWithPath: "/nonexistent/lesson.json"), as: Lesson.self)
        } throws: { error in
            guard case .unreadableFile(let path, _) = error as? VignetteError else { return false }
            return path == "/nonexistent/lesson.json"
        }
    }
}
