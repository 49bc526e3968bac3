import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

/// "MONDAY" in red over the day of the month, large: the top of every calendar layout.
struct DateBlockView: View {
    let date: Date
    var numberSize: CGFloat = 34
    @Environment(\.calendar) private var calendar

    var body: some View {
        VStack(alignment: .leading, spacing: -2) {
            Text(AgendaWording.weekday(date, calendar))
                .font(.caption.weight(.bold))
                .foregroundStyle(.red)
                .widgetAccentable()
            Text(AgendaWording.day(date, calendar))
                .font(.system(size: numberSize, weight: .regular))
        }
        .lineLimit(1)
        .accessibilityElement(children: .combine)
    }
}

/// An event as Calendar's widgets list it: a rounded bar in the calendar's colour, the title,
/// and when (and where, if asked) under it. An event that is on gets a soft tinted card.
struct EventRowView: View {
    let item: AgendaState.Item
    let state: AgendaState
    var titleLines = 1
    var showsLocation = false
    var titleFont: Font = .subheadline.weight(.semibold)
    @Environment(\.calendar) private var calendar

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            RoundedRectangle(cornerRadius: 1.5, style: .continuous)
                .fill(item.color)
                .frame(width: 3)
                .frame(maxHeight: .infinity)
                .widgetAccentable()
            VStack(alignment: .leading, spacing: 1) {
                Text(item.title).font(titleFont).lineLimit(titleLines).privacySensitive()
                Text(detail).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .fixedSize(horizontal: false, vertical: true)
        .accessibilityElement(children: .combine)
        // Every row gets the same inset, so bars align whether or not a card is drawn.
        .padding(.vertical, 3)
        .padding(.horizontal, 4)
        .background(
            RoundedRectangle(cornerRadius: 6, style: .continuous)
                .fill(state.isOn(item) ? item.color.opacity(0.15) : .clear))
    }

    private var detail: String {
        let when = AgendaWording.when(item, state: state, calendar)
        guard showsLocation, let location = item.location else { return when }
        return "\(when) · \(location)"
    }
}

/// The month around today as a small grid of day numbers under weekday initials, weeks
/// starting on Sunday; today in a red disc.
struct MonthGridView: View {
    let today: Date
    @Environment(\.calendar) private var calendar

    var body: some View {
        let weeks = Self.weeks(containing: today, calendar: calendar)
        let todayNumber = calendar.component(.day, from: today)
        let initials = calendar.veryShortStandaloneWeekdaySymbols
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(initials.indices, id: \.self) { index in
                    Text(initials[index])
                        .font(.system(size: 11, weight: .semibold))
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
            ForEach(weeks.indices, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(weeks[row].indices, id: \.self) { column in
                        DayCellView(day: weeks[row][column], isToday: weeks[row][column] == todayNumber)
                    }
                }
            }
        }
        .frame(width: 138)
    }

    /// The month's days in rows of seven, Sunday first, blank (nil) before the 1st and after the last.
    static func weeks(containing date: Date, calendar: Calendar) -> [[Int?]] {
        let interval = calendar.dateInterval(of: .month, for: date)!
        let days = calendar.range(of: .day, in: .month, for: date)!.count
        let lead = calendar.component(.weekday, from: interval.start) - 1
        let cells: [Int?] = Array(repeating: nil, count: lead) + (1...days).map { $0 }
        let padded = cells + Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<($0 + 7)]) }
    }
}

/// One day of the month grid; blank before the 1st and after the last.
struct DayCellView: View {
    let day: Int?
    let isToday: Bool
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        let isAccented = renderingMode == .accented
        return Text(day.map(String.init) ?? "")
            .font(.system(size: 11, weight: isToday ? .bold : .medium).monospacedDigit())
            .foregroundStyle(isToday && !isAccented ? Color.white : Color.primary)
            .lineLimit(1)
            .frame(width: 18, height: 14)
            .background(
                Circle().fill(isToday ? Color.red.opacity(isAccented ? 0.3 : 1) : Color.clear).widgetAccentable().frame(
                    width: 17, height: 17)
            )
            .frame(maxWidth: .infinity)
    }
}
