import SwiftUI
import WidgetKit

struct RunEntry: TimelineEntry {
    let date: Date
    let kilometres: Double
    let goal: Double
}

struct RunProvider: TimelineProvider {
    func placeholder(in context: Context) -> RunEntry {
        RunEntry(date: .now, kilometres: 12.4, goal: 20)
    }

    func getSnapshot(in context: Context, completion: @escaping (RunEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RunEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

/// One widget for the three Lock Screen families.
struct RunWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: RunEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.kilometres, in: 0...entry.goal) {
                Image(systemName: "figure.run")
            } currentValueLabel: {
                Text("\(Int(entry.kilometres))")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("\(Int(entry.goal))")
            }
            .gaugeStyle(.accessoryCircular)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Weekly run", systemImage: "figure.run")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.kilometres, specifier: "%.1f") of \(Int(entry.goal)) km")
                ProgressView(value: entry.kilometres, total: entry.goal)
            }
        default:
            Label("\(entry.kilometres, specifier: "%.1f") km this week", systemImage: "figure.run")
        }
    }
}

struct RunWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RunWidget", provider: RunProvider()) { entry in
            RunWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Weekly Run")
        .description("Kilometres towards this week's goal.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
