import Foundation
import Testing
import Vignette

/// Wall-clock times in the widget's time zone: parsing, the instant they name, JSON.
@Suite struct LocalDateTimeTests {
    @Test func parsesDateTimesAndDates() {
        #expect(
            LocalDateTime(parsing: "2026-11-23T09:30")
                == LocalDateTime(year: 2026, month: 11, day: 23, hour: 9, minute: 30))
        #expect(LocalDateTime(parsing: "2028-02-29") == LocalDateTime(year: 2028, month: 2, day: 29))
    }

    @Test(arguments: [
        "2026-11-23T9:30", "2026-11-3", "2026-11-31", "2026-02-29", "2026-13-01",
        "2026-11-23T24:00", "2026-11-23T09:60", "2026-11-23 09:30", "2026-11-23T09:30:00", "",
    ])
    func rejectsMalformedText(_ text: String) {
        #expect(LocalDateTime(parsing: text) == nil)
    }

    @Test func namesTheInstantInTheGivenTimeZone() {
        let local: LocalDateTime = "2026-11-23T09:00"
        // Singapore is UTC+8 and London UTC+0 in November.
        #expect(local.date(in: TimeZone(identifier: "Asia/Singapore")!).timeIntervalSince1970 == 1_795_395_600)
        #expect(local.date(in: TimeZone(identifier: "Europe/London")!).timeIntervalSince1970 == 1_795_424_400)
    }

    @Test func roundTripsThroughJSONAndNamesBadText() throws {
        let value: LocalDateTime = "2026-11-23T09:05"
        let data = try JSONEncoder().encode([value])
        #expect(String(data: data, encoding: .utf8) == #"["2026-11-23T09:05"]"#)
        #expect(try JSONDecoder().decode([LocalDateTime].self, from: data) == [value])
        #expect {
            try JSONDecoder().decode([LocalDateTime].self, from: Data(#"["23/11/2026"]"#.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription
                == #"expected a local time like "2026-11-23T09:30" or "2026-11-23", got "23/11/2026""#
        }
    }

    @Test func ordersByWallClock() {
        #expect(LocalDateTime("2026-11-23T23:59") < LocalDateTime("2026-11-24"))
        #expect(!(LocalDateTime("2026-11-24") < LocalDateTime("2026-11-24T00:00")))
    }
}
