import Foundation
import Vignette

/// A Gregorian calendar in `timeZone`, English month and weekday names.
func exampleCalendar(_ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
}
