import SwiftUI
import WidgetKit

struct FocusEntry: TimelineEntry {
    let date: Date
    let task: String
    let ends: Date
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: .now, task: "Write the report", ends: .now.addingTimeInterval(25 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(entry.ends)))
    }
}

/// A focus session: the time left counts down live between entries.
struct FocusTimerWidgetView: View {
    var entry: FocusEntry

    var body: some View {
        VStack(spacing: 8) {
            Text(entry.task)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(2)
                .multilineTextAlignment(.center)
            Text(entry.ends, style: .timer)
                .font(.system(size: 36, weight: .semibold, design: .rounded))
                .monospacedDigit()
            Text("ends \(entry.ends, style: .time)")
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .containerBackground(for: .widget) {
            RadialGradient(colors: [.indigo.opacity(0.35), .clear], center: .center, startRadius: 4, endRadius: 120)
        }
    }
}

struct FocusTimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FocusTimerWidget", provider: FocusProvider()) { entry in
            FocusTimerWidgetView(entry: entry)
        }
        .configurationDisplayName("Focus")
        .description("Time left in your focus session.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    FocusTimerWidget()
} timeline: {
    FocusEntry(date: .now, task: "Write the report", ends: .now.addingTimeInterval(25 * 60))
    FocusEntry(
        date: .now, task: "Plan next week's sprint and reply to the reviews", ends: .now.addingTimeInterval(5 * 60))
}
