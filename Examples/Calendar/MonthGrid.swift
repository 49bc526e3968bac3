import Foundation
import Vignette

/// The month around today as a small grid of day numbers under weekday initials,
/// weeks starting on Sunday; today in a red disc. Set at 11 pt, the smallest size the HIG
/// allows in a widget, in rows tight enough that six weeks fit iPhone 6's large widget.
struct MonthGrid: Component {
    let today: Date
    let calendar: Calendar
    /// In the accented looks the disc is a faint tint under a primary number, as Stocks' pills.
    var isAccented = false

    var body: some Element {
        let weeks = Self.weeks(containing: today, calendar: calendar)
        let todayNumber = calendar.component(.day, from: today)
        Column(spacing: 0) {
            Row(spacing: 0) {
                Each(["S", "M", "T", "W", "T", "F", "S"]) { letter in
                    Words(letter).font(.system(size: 11, weight: .semibold)).foregroundStyle(.secondaryLabel)
                        .frame(maxWidth: .infinity)
                }
            }
            Each(weeks.indices.map { $0 }) { row in
                Row(spacing: 0) {
                    Each(weeks[row].indices.map { $0 }) { column in
                        cell(weeks[row][column], isToday: weeks[row][column] == todayNumber)
                    }
                }
            }
        }
        .frame(width: 138)
    }

    private func cell(_ day: Int?, isToday: Bool) -> Node {
        Words(day.map(String.init) ?? "")
            .font(.system(size: 11, weight: isToday ? .bold : .medium).monospacedDigit())
            .foregroundStyle(isToday && !isAccented ? .white : .label)
            .lineLimit(1)
            .frame(width: 18, height: 14)
            // 17 pt, wider than the 14 pt row, so two 11 pt digits sit inside it.
            .background(
                Disc().fill(isToday ? Paint.red.opacity(isAccented ? 0.3 : 1) : .clear).widgetAccentable().frame(
                    width: 17, height: 17)
            )
            .frame(maxWidth: .infinity)
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
