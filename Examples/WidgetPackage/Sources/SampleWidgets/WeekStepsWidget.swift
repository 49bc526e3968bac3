import Charts
import SwiftUI
import WidgetKit

/// A week of steps as a bar chart against the goal, written with Swift Charts as for Xcode.
struct DaySteps: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
}

struct WeekStepsEntry: TimelineEntry {
    let date: Date
    let days: [DaySteps]
    let goal: Int
}

struct WeekStepsProvider: TimelineProvider {
    static let sample = WeekStepsEntry(
        date: .now,
        days: [
            DaySteps(day: "Mon", steps: 6_200), DaySteps(day: "Tue", steps: 9_800), DaySteps(day: "Wed", steps: 4_100),
            DaySteps(day: "Thu", steps: 11_300), DaySteps(day: "Fri", steps: 7_600),
            DaySteps(day: "Sat", steps: 12_900),
            DaySteps(day: "Sun", steps: 3_400),
        ], goal: 8_000)

    func placeholder(in context: Context) -> WeekStepsEntry { Self.sample }

    func getSnapshot(in context: Context, completion: @escaping (WeekStepsEntry) -> Void) {
        completion(Self.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeekStepsEntry>) -> Void) {
        completion(Timeline(entries: [Self.sample], policy: .never))
    }
}

struct WeekStepsView: View {
    var entry: WeekStepsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Steps this week")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            Chart {
                ForEach(entry.days) { day in
                    BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= entry.goal ? Color.green : Color.blue)
                        .cornerRadius(3)
                }
                RuleMark(y: .value("Goal", entry.goal))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
            }
            .chartYAxis {
                AxisMarks(position: .leading)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct WeekStepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeekStepsWidget", provider: WeekStepsProvider()) { entry in
            WeekStepsView(entry: entry)
        }
        .configurationDisplayName("Week of Steps")
        .description("Each day's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
