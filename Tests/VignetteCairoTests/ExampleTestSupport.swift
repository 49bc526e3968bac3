import Foundation
import Testing
import Vignette
import VignetteSampleData
@testable import VignetteExamples

/// Shared checks for the example widgets' tests.
enum ExampleChecks {
    /// Every supported family builds at every demo moment, in light and dark; an
    /// unsupported family is an error naming the widget.
    static func everyFamilyBuilds(_ id: String, unsupported: WidgetFamily?) throws {
        let widget = try #require(Examples.all.first { $0.id == id })
        #expect(!widget.moments.isEmpty)
        for family in widget.families {
            for moment in widget.moments {
                for scheme in ColorScheme.allCases {
                    let environment = WidgetEnvironment(
                        family: family, colorScheme: scheme, date: moment.date,
                        timeZone: widget.timeZone)
                    #expect(try widget.content(environment) != .empty, "\(id) \(family) \(moment.name)")
                }
            }
        }
        if let unsupported {
            #expect(
                throws: VignetteError.unsupportedFamily(
                    widget: id, family: unsupported.rawValue,
                    supported: widget.families.map(\.rawValue))
            ) {
                try widget.content(WidgetEnvironment(family: unsupported, timeZone: widget.timeZone))
            }
        }
    }

    /// The error decoding `json` as `T` gives, or nil if it decodes.
    static func decodeError<T: SampleData>(_ json: String, as type: T.Type, file: String) -> VignetteError? {
        do {
            _ = try SampleFile.decode(Data(json.utf8), file: file, as: T.self)
            return nil
        } catch {
            return error
        }
    }

    /// A calendar in `timeZone` and the instant of a local time in it.
    static func date(_ timeZone: TimeZone, day: Int, hour: Int, minute: Int = 0, month: Int = 11) -> Date {
        LocalDateTime(year: 2026, month: month, day: day, hour: hour, minute: minute).date(
            in: exampleCalendar(timeZone))
    }
}
