import SwiftUI
import WidgetKit

struct SunEntry: TimelineEntry {
    let date: Date
    let sunrise: Date
    let sunset: Date
}

struct SunProvider: TimelineProvider {
    func placeholder(in context: Context) -> SunEntry {
        let start = Calendar.current.startOfDay(for: .now)
        return SunEntry(
            date: .now, sunrise: start.addingTimeInterval(7 * 3600 + 12 * 60),
            sunset: start.addingTimeInterval(16 * 3600 + 48 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (SunEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SunEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

/// Daylight left, on a sky gradient; the bar empties as the day goes.
struct SunriseWidgetView: View {
    var entry: SunEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Daylight", systemImage: "sun.max.fill")
                .font(.caption.bold())
            Text(entry.sunset, style: .time)
                .font(.title.bold())
            Text("sunset")
                .font(.caption)
            Spacer(minLength: 0)
            ProgressView(timerInterval: entry.sunrise...entry.sunset, countsDown: true)
                .tint(.yellow)
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct SunriseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SunriseWidget", provider: SunProvider()) { entry in
            SunriseWidgetView(entry: entry)
        }
        .configurationDisplayName("Daylight")
        .description("Sunset and the daylight left.")
        .supportedFamilies([.systemSmall])
    }
}
