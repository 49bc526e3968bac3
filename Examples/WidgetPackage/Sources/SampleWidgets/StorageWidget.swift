import SwiftUI
import WidgetKit

struct StorageEntry: TimelineEntry {
    let date: Date
    /// Gigabytes used by each kind of file, and the disk's size.
    let photos: Double
    let apps: Double
    let system: Double
    let capacity: Double
}

struct StorageProvider: TimelineProvider {
    func placeholder(in context: Context) -> StorageEntry {
        StorageEntry(date: .now, photos: 58, apps: 31, system: 12, capacity: 128)
    }

    func getSnapshot(in context: Context, completion: @escaping (StorageEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StorageEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

/// Disk use as one bar split by kind, each part as wide as its share of the disk.
struct StorageView: View {
    var entry: StorageEntry

    var parts: [(String, Double, Color)] {
        [("Photos", entry.photos, .orange), ("Apps", entry.apps, .blue), ("System", entry.system, .gray)]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(Int(entry.photos + entry.apps + entry.system)) of \(Int(entry.capacity)) GB used")
                .font(.headline)
            GeometryReader { proxy in
                HStack(spacing: 2) {
                    ForEach(parts.indices, id: \.self) { index in
                        parts[index].2
                            .frame(width: max(0, proxy.size.width * parts[index].1 / entry.capacity - 2))
                    }
                    Spacer(minLength: 0)
                }
                .background(Color.secondary.opacity(0.2))
                .clipShape(Capsule())
            }
            .frame(height: 14)
            HStack(spacing: 10) {
                ForEach(parts.indices, id: \.self) { index in
                    HStack(spacing: 4) {
                        Circle().fill(parts[index].2).frame(width: 8, height: 8)
                        Text(parts[index].0)
                    }
                }
            }
            .font(.caption2)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct StorageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StorageWidget", provider: StorageProvider()) { entry in
            StorageView(entry: entry)
        }
        .configurationDisplayName("Storage")
        .description("What fills your disk.")
        .supportedFamilies([.systemMedium])
    }
}
