import AppIntents
import SwiftUI
import WidgetKit

/// Adds a glass of water and asks WidgetKit to redraw the widget.
struct LogGlassIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Glass"
    static let description = IntentDescription("Adds a glass of water to today's count.")

    func perform() async throws -> some IntentResult {
        let store = UserDefaults(suiteName: "group.example.water")
        let glasses = (store?.integer(forKey: "glasses") ?? 0) + 1
        store?.set(glasses, forKey: "glasses")
        WidgetCenter.shared.reloadTimelines(ofKind: "WaterWidget")
        return .result()
    }
}

/// Starts the day over and redraws every widget.
struct ResetDayIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset Day"

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.example.water")?.set(0, forKey: "glasses")
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: .now, glasses: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: .now, glasses: 5))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let glasses = UserDefaults(suiteName: "group.example.water")?.integer(forKey: "glasses") ?? 0
        completion(Timeline(entries: [WaterEntry(date: .now, glasses: glasses)], policy: .never))
    }
}

struct WaterWidgetView: View {
    var entry: WaterEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Water")
                .font(.caption.bold())
                .foregroundStyle(.blue)
            Text("\(entry.glasses) of 8")
                .font(.system(size: 30, weight: .bold, design: .rounded))
            Spacer(minLength: 0)
            Text(entry.glasses >= 8 ? "Goal reached" : "Keep going")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct WaterWidget: Widget {
    let kind = "WaterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WaterProvider()) { entry in
            WaterWidgetView(entry: entry)
        }
        .configurationDisplayName("Water")
        .description("Glasses of water today.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2)
    WaterEntry(date: .now, glasses: 8)
}
