import Foundation
import Vignette

/// "MONDAY" in red over the day of the month, large: the top of every calendar layout.
struct DateBlock: Component {
    let date: Date
    let calendar: Calendar
    var short = false
    var numberSize: CGFloat = 34

    var body: some Element {
        Column(alignment: .leading, spacing: -2) {
            Words(short ? AgendaWording.shortWeekday(date, calendar) : AgendaWording.weekday(date, calendar))
                .font(.caption.weight(.bold))
                .foregroundStyle(.red)
                .widgetAccentable()
            Words(AgendaWording.day(date, calendar))
                .font(.system(size: numberSize, weight: .regular))
        }
        .lineLimit(1)
        // "MONDAY, 23" as one element, read before what sits beside it.
        .accessibilityElement(children: .combine)
    }
}
