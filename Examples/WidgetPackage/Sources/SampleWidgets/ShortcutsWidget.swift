import SwiftUI
import WidgetKit

struct ShortcutsEntry: TimelineEntry {
    let date: Date
}

struct ShortcutsProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShortcutsEntry { ShortcutsEntry(date: .now) }

    func getSnapshot(in context: Context, completion: @escaping (ShortcutsEntry) -> Void) {
        completion(ShortcutsEntry(date: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ShortcutsEntry>) -> Void) {
        completion(Timeline(entries: [ShortcutsEntry(date: .now)], policy: .never))
    }
}

/// Deep links into the app: each row opens its own screen, the rest of the widget the inbox.
struct ShortcutsWidgetView: View {
    private let rows = [
        ("Inbox", "archivebox.fill", "notes://inbox"),
        ("Starred", "star", "notes://starred"),
        ("Shared", "person.2.fill", "notes://shared"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(rows, id: \.0) { row in
                Link(destination: URL(string: row.2)!) {
                    Label(row.0, systemImage: row.1)
                        .font(.body.weight(.medium))
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(URL(string: "notes://inbox"))
        .containerBackground(.background, for: .widget)
    }
}

struct ShortcutsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShortcutsWidget", provider: ShortcutsProvider()) { _ in
            ShortcutsWidgetView()
        }
        .configurationDisplayName("Shortcuts")
        .description("Jump straight to a folder.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
