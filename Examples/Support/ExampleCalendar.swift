import Foundation
import Vignette

/// Sample data that checks itself after decoding: the first problem's JSON path and reason.
protocol SampleData: Decodable, Sendable {
    func firstProblem() -> (location: String, reason: String)?
}

/// Reading the examples' sample files (`Data/<name>.json`), with errors that name the
/// file and the JSON path of the bad field, the way the app's shared store would be read.
enum SampleFile {
    /// `Data/<name>.json` from the examples' resource bundle.
    static func bundled<T: SampleData>(_ name: String, as type: T.Type = T.self) throws(VignetteError) -> T {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Data") else {
            throw .unreadableFile(path: "Data/\(name).json", reason: "not found in the VignetteExamples resource bundle")
        }
        return try load(from: url)
    }

    static func load<T: SampleData>(from url: URL, as type: T.Type = T.self) throws(VignetteError) -> T {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
        return try decode(data, file: url.path)
    }

    /// Decodes and checks JSON; `file` names the source in errors.
    static func decode<T: SampleData>(_ data: Data, file: String, as type: T.Type = T.self) throws(VignetteError) -> T {
        let value: T
        do {
            value = try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            // Malformed text: say where, with line and column (Foundation does not).
            if let syntax = JSONSyntax.error(in: data, path: file) { throw syntax }
            let (location, reason) = describe(error)
            throw .invalidFile(path: file, location: location, reason: reason)
        } catch {
            throw .invalidFile(path: file, location: "top level", reason: error.localizedDescription)
        }
        if let problem = value.firstProblem() {
            throw .invalidFile(path: file, location: problem.location, reason: problem.reason)
        }
        return value
    }

    /// The JSON path ("days[3].high") and a one-line reason for a decoding error.
    static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
            return trimmed.isEmpty ? "top level" : trimmed
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "missing \(type) value")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath), "missing key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            let reason = context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
            return (path(context.codingPath), reason)
        @unknown default:
            return ("top level", String(describing: error))
        }
    }
}

/// A local date and time written "2026-11-23T09:30" in a data file, read in the widget's time zone.
struct LocalTime: Codable, Sendable, Hashable, Comparable {
    var year, month, day, hour, minute: Int

    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
    }

    /// Parses "YYYY-MM-DDTHH:mm" or "YYYY-MM-DD" (midnight).
    init?(parsing text: String) {
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let time = halves.count == 2 ? halves[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) } : [0, 0]
        guard halves.count <= 2, date.count == 3, time.count == 2,
              let y = date[0], let m = date[1], let d = date[2], let h = time[0], let mi = time[1],
              (1...12).contains(m), (1...31).contains(d), (0...23).contains(h), (0...59).contains(mi) else { return nil }
        self.init(year: y, month: m, day: d, hour: h, minute: mi)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalTime(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container,
                debugDescription: "expected a local time like \"2026-11-23T09:30\", got \"\(text)\"")
        }
        self = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(format: "%04d-%02d-%02dT%02d:%02d", year, month, day, hour, minute))
    }

    /// The instant in `calendar`'s time zone.
    func date(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static func < (a: LocalTime, b: LocalTime) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute) < (b.year, b.month, b.day, b.hour, b.minute)
    }
}

/// A Gregorian calendar in `timeZone`, English month and weekday names.
func exampleCalendar(_ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
}
