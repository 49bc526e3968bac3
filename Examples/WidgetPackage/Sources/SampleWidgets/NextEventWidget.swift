import SwiftUI
import WidgetKit

struct EventEntry: TimelineEntry {
    let date: Date
    let title: String
    let place: String
    let start: Date
}

struct EventProvider: TimelineProvider {
    func placeholder(in context: Context) -> EventEntry {
        EventEntry(
            date: .now, title: "Quarterly planning review", place: "Room 4.12, North building",
            start: Calendar.current.startOfDay(for: .now).addingTimeInterval(14.5 * 3600))
    }

    func getSnapshot(in context: Context, completion: @escaping (EventEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<EventEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

/// The next event: the whole line when it fits, a shorter one when it does not.
struct NextEventView: View {
    var entry: EventEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("NEXT")
                .font(.caption2.bold())
                .foregroundStyle(.orange)
            Text(entry.title)
                .font(.headline)
                .lineLimit(2)
            Spacer(minLength: 0)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 4) {
                    Image(systemName: "clock")
                    Text(entry.start, style: .time)
                    Text("·")
                    Text(entry.place)
                }
                HStack(spacing: 4) {
                    Image(systemName: "clock")
                    Text(entry.start, style: .time)
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            .lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget)
    }
}

struct NextEventWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextEventWidget", provider: EventProvider()) { entry in
            NextEventView(entry: entry)
        }
        .configurationDisplayName("Next event")
        .description("Your next meeting and where it is.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
