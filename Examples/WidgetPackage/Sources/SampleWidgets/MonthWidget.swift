import SwiftUI
import WidgetKit

struct MonthEntry: TimelineEntry {
    let date: Date
}

struct MonthProvider: TimelineProvider {
    func placeholder(in context: Context) -> MonthEntry { MonthEntry(date: .now) }

    func getSnapshot(in context: Context, completion: @escaping (MonthEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MonthEntry>) -> Void) {
        let tomorrow = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: [MonthEntry(date: .now)], policy: .after(tomorrow)))
    }
}

/// This month as a grid of weeks, today circled.
struct MonthView: View {
    @Environment(\.calendar) private var calendar
    var entry: MonthEntry

    /// The month's days in weeks of seven, Monday first; nil pads the first and last week.
    var weeks: [[Int?]] {
        let range = calendar.range(of: .day, in: .month, for: entry.date) ?? 1..<31
        let first = calendar.date(from: calendar.dateComponents([.year, .month], from: entry.date)) ?? entry.date
        let lead = (calendar.component(.weekday, from: first) + 5) % 7
        let days: [Int?] = Array(repeating: nil, count: lead) + range.map { Optional($0) }
        let padded = days + Array(repeating: nil, count: (7 - days.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<$0 + 7]) }
    }

    var body: some View {
        let today = calendar.component(.day, from: entry.date)
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.date, format: .dateTime.month(.wide))
                .font(.caption.bold())
                .foregroundStyle(.red)
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                GridRow {
                    ForEach(["M", "T", "W", "T", "F", "S", "S"].indices, id: \.self) { index in
                        Text(["M", "T", "W", "T", "F", "S", "S"][index])
                            .foregroundStyle(.secondary)
                    }
                }
                ForEach(weeks.indices, id: \.self) { week in
                    GridRow {
                        ForEach(0..<7, id: \.self) { column in
                            let day = weeks[week][column]
                            Text(day.map(String.init) ?? "")
                                .frame(width: 16, height: 16)
                                .foregroundStyle(day == today ? Color.white : Color.primary)
                                .background {
                                    if day == today { Circle().fill(.red) }
                                }
                        }
                    }
                }
            }
            .font(.system(size: 9, weight: .medium).monospacedDigit())
        }
        .containerBackground(.background, for: .widget)
    }
}

struct MonthWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MonthWidget", provider: MonthProvider()) { entry in
            MonthView(entry: entry)
        }
        .configurationDisplayName("Month")
        .description("This month, today circled.")
        .supportedFamilies([.systemSmall])
    }
}
