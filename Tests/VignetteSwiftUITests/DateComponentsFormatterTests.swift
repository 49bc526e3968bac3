import Foundation
import SwiftUI
import Testing

/// `DateComponentsFormatter` on Linux (VignetteFoundation): the strings Apple's documentation and
/// Apple's formatter give in US English (Docs/SwiftUI.md §5).
@Suite struct DateComponentsFormatterTests {
    func formatter(
        _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
        _ zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        formatter.calendar = calendar
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    @Test func labelledStyles() {
        #expect(formatter(.full, [.minute, .second]).string(from: 543) == "9 minutes, 3 seconds")
        #expect(formatter(.abbreviated, [.minute, .second]).string(from: 123) == "2m 3s")
        #expect(formatter(.short, [.minute, .second]).string(from: 123) == "2 min, 3 sec")
        #expect(formatter(.spellOut, [.minute, .second]).string(from: 123) == "two minutes, three seconds")
        // A countdown as FormulaOneForFree writes it: the seconds left over are not shown.
        #expect(formatter(.abbreviated, [.day, .hour, .minute], .dropLeading).string(from: 93_784) == "1d 2h 3m")
    }

    @Test func zeroUnitsAreDroppedAsTheBehaviourSays() {
        let oneDayOneMinute: TimeInterval = 86_460
        #expect(formatter(.abbreviated, [.day, .hour, .minute]).string(from: oneDayOneMinute) == "1d 1m")
        #expect(
            formatter(.abbreviated, [.day, .hour, .minute], .dropLeading).string(from: oneDayOneMinute) == "1d 0h 1m")
        #expect(formatter(.abbreviated, [.day, .hour, .minute], .dropLeading).string(from: 60) == "1m")
        #expect(formatter(.abbreviated, [.day, .hour, .minute], .pad).string(from: 60) == "0d 0h 1m")
        let two = formatter(.full, [.hour, .minute, .second])
        two.maximumUnitCount = 1
        #expect(two.string(from: 3_723) == "1 hour")
        #expect(formatter(.full, [.hour, .minute]).string(from: 0) == "0 minutes")
    }

    @Test func positional() {
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 4_200) == "1:10:00")
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 123) == "2:03")
        #expect(formatter(.positional, [.hour, .minute, .second], .pad).string(from: 123) == "0:02:03")
        #expect(formatter(.positional, [.minute, .second]).string(from: -65) == "-1:05")
        #expect(formatter(.positional, []).string(from: .nan) == nil)
    }
}
