import Foundation
import Vignette

/// Reading a timetable from JSON, with errors that name the file and the bad field.
extension Timetable {
    /// The bundled sample, `Data/course-schedule.json` in the examples' resources.
    static func bundled() throws(VignetteError) -> Timetable {
        guard let url = Bundle.module.url(forResource: "course-schedule", withExtension: "json",
                                          subdirectory: "Data") else {
            throw .unreadableFile(path: "Data/course-schedule.json",
                                  reason: "not found in the VignetteExamples resource bundle")
        }
        return try load(from: url)
    }

    /// The bundled sample, read once per process: the widget renders many times a run.
    static let cached: Result<Timetable, VignetteError> = Result { () throws(VignetteError) in try bundled() }

    /// Reads and checks a timetable file.
    static func load(from url: URL) throws(VignetteError) -> Timetable {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        return try decode(data, file: url.path)
    }

    /// Decodes and checks timetable JSON; `file` names the source in errors.
    static func decode(_ data: Data, file: String) throws(VignetteError) -> Timetable {
        let timetable: Timetable
        do {
            timetable = try JSONDecoder().decode(Timetable.self, from: data)
        } catch let error as DecodingError {
            let (location, reason) = describe(error)
            throw .invalidFile(path: file, location: location, reason: reason)
        } catch {
            throw .invalidFile(path: file, location: "top level", reason: error.localizedDescription)
        }
        if let problem = timetable.firstProblem() {
            throw .invalidFile(path: file, location: problem.location, reason: problem.reason)
        }
        return timetable
    }

    /// The JSON path ("sessions[3].start") and a one-line reason for a decoding error.
    private static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
            return trimmed.isEmpty ? "top level" : trimmed
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "missing \(type) value")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath), "missing key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.localizedDescription
            let reason = context.codingPath.isEmpty
                ? "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
                : context.debugDescription
            return (path(context.codingPath), reason)
        @unknown default:
            return ("top level", String(describing: error))
        }
    }
}
