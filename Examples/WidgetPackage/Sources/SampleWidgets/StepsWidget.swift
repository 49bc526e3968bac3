import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 4_200, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: .now, steps: 7_412, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let now = Date.now
        let entries = (0..<4).map { hour in
            StepsEntry(date: now.addingTimeInterval(Double(hour) * 3600), steps: 5_000 + hour * 1_250, goal: 10_000)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepsEntry

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Steps")
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                Text("\(entry.steps)")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .minimumScaleFactor(0.6)
                Spacer(minLength: 0)
                Text("Goal \(entry.goal)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if family == .systemMedium {
                VStack(alignment: .leading, spacing: 4) {
                    Text("To go")
                        .font(.caption.bold())
                        .foregroundStyle(.secondary)
                    Text("\(max(entry.goal - entry.steps, 0))")
                        .font(.title2.bold())
                        .monospacedDigit()
                    Spacer(minLength: 0)
                    Text(entry.steps >= entry.goal ? "Goal reached" : "Keep going")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
