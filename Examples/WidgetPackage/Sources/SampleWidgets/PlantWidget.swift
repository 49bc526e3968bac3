import SwiftUI
import WidgetKit

/// A plant's watering reminder, drawn from the asset catalogue beside this file: the
/// `Sprout` image set (2x and 3x files, a dark variant at 3x) and the `LeafGreen`,
/// `SoilBackground` and `AccentColor` colour sets, each with a light and a dark colour. The
/// sets are named as Xcode 15 names them, through the symbols generated from the catalogue
/// (`Image(.sprout)`, `.leafGreen`): the VignetteAssetSymbols plugin generates them here.
struct PlantEntry: TimelineEntry {
    let date: Date
    let plant: String
    let daysUntilWatering: Int
}

struct PlantProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlantEntry {
        PlantEntry(date: .now, plant: "Basil", daysUntilWatering: 2)
    }

    func getSnapshot(in context: Context, completion: @escaping (PlantEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PlantEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct PlantWidgetView: View {
    var entry: PlantEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .top) {
                Image(.sprout)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 44, height: 44)
                Spacer(minLength: 0)
                Image(systemName: "drop.fill")
                    .foregroundStyle(Color.accentColor)
            }
            Spacer(minLength: 0)
            Text(entry.plant)
                .font(.headline)
            Text(entry.daysUntilWatering == 0 ? "Water today" : "Water in \(entry.daysUntilWatering) days")
                .font(.caption)
                .foregroundStyle(.leafGreen)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color(.soilBackground), for: .widget)
    }
}

struct PlantWidget: Widget {
    let kind = "PlantWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PlantProvider()) { entry in
            PlantWidgetView(entry: entry)
        }
        .configurationDisplayName("Plant")
        .description("When to water a plant, with pictures from the asset catalogue.")
        .supportedFamilies([.systemSmall])
    }
}
