import Foundation
import SwiftUI
import WidgetKit

// A widget written the way Xcode's widget template has one write it: a provider that
// dates entries from `Date()`, an `if #available` around `containerBackground`, a family
// switch. HabitWidgetTests checks it compiles unchanged and renders.

struct HabitProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), streak: 3, goal: 7)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let now = Date()
        let entries = (0..<3).map { day in
            HabitEntry(date: Calendar.current.date(byAdding: .day, value: day, to: now)!, streak: 3 + day, goal: 7)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct HabitEntry: TimelineEntry {
    let date: Date
    let streak: Int
    let goal: Int
}

struct HabitEntryView: View {
    var entry: HabitProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemMedium:
            HStack {
                StreakBadge(streak: entry.streak)
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Goal")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text("\(entry.goal) days").font(.title3.bold())
                }
            }
        default:
            StreakBadge(streak: entry.streak)
        }
    }
}

struct StreakBadge: View {
    let streak: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: "flame.fill")
                .foregroundStyle(.orange)
            Text("\(streak)")
                .font(.system(size: 40, weight: .bold, design: .rounded))
            Text(streak == 1 ? "day" : "days")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
    }
}

struct HabitWidget: Widget {
    let kind: String = "HabitWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in
            if #available(iOS 17.0, *) {
                HabitEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                HabitEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("Streak")
        .description("Keep your streak going.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
