import Foundation
import Vignette
import VignetteSampleData

/// Reading a timetable from JSON, with errors that name the file and the bad field
/// (the shared `SampleFile` reader; `firstProblem()` is in Timetable.swift).
extension Timetable: SampleData {
    /// The bundled sample, `Data/course-schedule.json` in the examples' resources.
    static func bundled() throws(VignetteError) -> Timetable {
        try SampleFile.bundled("course-schedule", in: .module, subdirectory: "Data")
    }

    /// The bundled sample, read once per process: the widget renders many times a run.
    static let cached: Result<Timetable, VignetteError> = Result { () throws(VignetteError) in try bundled() }

    /// Reads and checks a timetable file.
    static func load(from url: URL) throws(VignetteError) -> Timetable {
        try SampleFile.load(from: url)
    }

    /// Decodes and checks timetable JSON; `file` names the source in errors.
    static func decode(_ data: Data, file: String) throws(VignetteError) -> Timetable {
        try SampleFile.decode(data, file: file)
    }
}
