import Foundation
import SwiftUI
import Testing

/// `RelativeDateTimeFormatter` on Linux (VignetteFoundation): the strings Apple's gives, relative to
/// the reference date given, in several locales (Docs/SwiftUI.md §5).
@Suite struct RelativeDateTimeFormatterTests {
    let reference = Date(timeIntervalSince1970: 1_795_426_860)  // 2026-11-23 09:41 UTC

    func formatter(
        _ locale: String, _ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric,
        _ units: RelativeDateTimeFormatter.UnitsStyle = .full
    ) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        formatter.dateTimeStyle = style
        formatter.unitsStyle = units
        return formatter
    }

    func string(_ f: RelativeDateTimeFormatter, _ seconds: TimeInterval) -> String {
        f.localizedString(for: reference.addingTimeInterval(seconds), relativeTo: reference)
    }

    @Test func englishNumericAndNamed() {
        #expect(string(formatter("en_US"), -7200) == "2 hours ago")
        #expect(string(formatter("en_US"), 300) == "in 5 minutes")
        #expect(string(formatter("en_US"), -86_400) == "1 day ago")
        #expect(string(formatter("en_US", .named), -86_400) == "yesterday")
        #expect(string(formatter("en_US", .named), 86_400) == "tomorrow")
        #expect(string(formatter("en_US", .named), 0) == "now")
        #expect(string(formatter("en_US", .numeric, .short), 18_000) == "in 5 hr.")
        #expect(string(formatter("en_US", .numeric, .spellOut), -1_209_600) == "two weeks ago")
    }

    @Test func otherLocales() {
        #expect(string(formatter("de_DE", .named), -86_400) == "gestern")
        #expect(string(formatter("de_DE"), -7200) == "vor 2 Stunden")
        #expect(string(formatter("fr_FR", .named, .spellOut), -1_209_600) == "il y a deux semaines")
        #expect(string(formatter("es_ES", .named), 86_400) == "mañana")
    }

    @Test func componentsUseTheirLargestUnit() {
        // Apple's documentation: DateComponents(day: -2) → "2 days ago".
        #expect(formatter("en_US").localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(formatter("en_US").localizedString(from: DateComponents(hour: 1, minute: 30)) == "in 1 hour")
    }

    @Test func theReferenceDateIsHonouredWhateverTheClock() {
        let far = Date(timeIntervalSince1970: 0)
        #expect(
            formatter("en_US").localizedString(for: far.addingTimeInterval(-180), relativeTo: far) == "3 minutes ago")
    }
}
