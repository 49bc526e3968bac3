import SwiftUI
import WidgetKit

struct WindEntry: TimelineEntry {
    let date: Date
    let speed: Int
    /// Where the wind blows from, in degrees clockwise from north.
    let direction: Double
}

struct WindProvider: TimelineProvider {
    func placeholder(in context: Context) -> WindEntry { WindEntry(date: .now, speed: 18, direction: 225) }

    func getSnapshot(in context: Context, completion: @escaping (WindEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WindEntry>) -> Void) {
        let entries = (0..<4).map { hour in
            WindEntry(
                date: .now.addingTimeInterval(Double(hour) * 3600), speed: 18 + hour * 3,
                direction: 225 + Double(hour) * 20)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A compass dial with an arrow turned to the wind, the speed in the middle.
struct WindView: View {
    var entry: WindEntry

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Circle()
                    .strokeBorder(.secondary, style: StrokeStyle(lineWidth: 2, dash: [2, 4]))
                Image(systemName: "arrow.up")
                    .font(.title)
                    .foregroundStyle(.teal)
                    .offset(y: -34)
                    .rotationEffect(.degrees(entry.direction + 180))
                Text("\(entry.speed)")
                    .font(.title2.bold().monospacedDigit())
            }
            .frame(width: 100, height: 100)
            Text("km/h")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct WindWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WindWidget", provider: WindProvider()) { entry in
            WindView(entry: entry)
        }
        .configurationDisplayName("Wind")
        .description("Wind speed and direction.")
        .supportedFamilies([.systemSmall])
    }
}
