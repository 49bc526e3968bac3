import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
    let date: Date
    let phone: Double
    let watch: Double
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: .now, phone: 0.8, watch: 0.45)
    }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        let entries = (0..<6).map { step in
            BatteryEntry(
                date: Date.now.addingTimeInterval(Double(step) * 1800),
                phone: 0.8 - Double(step) * 0.05, watch: 0.45 - Double(step) * 0.04)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct BatteryWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: BatteryEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.phone) {
                Image(systemName: "iphone")
            } currentValueLabel: {
                Text("\(Int(entry.phone * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        default:
            VStack(alignment: .leading, spacing: 10) {
                Label("Batteries", systemImage: "battery.100")
                    .font(.headline)
                DeviceCharge(name: "iPhone", level: entry.phone, tint: .green)
                DeviceCharge(name: "Watch", level: entry.watch, tint: .orange)
            }
            .containerBackground(.background, for: .widget)
        }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BatteryWidget", provider: BatteryProvider()) { entry in
            BatteryWidgetView(entry: entry)
        }
        .configurationDisplayName("Batteries")
        .description("Your devices' charge.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

/// One device's charge: its name over a bar from 0 to 100.
struct DeviceCharge: View {
    let name: String
    let level: Double
    let tint: Color

    var body: some View {
        Gauge(value: level) {
            Text(name)
        } currentValueLabel: {
            EmptyView()
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        .tint(tint)
    }
}
