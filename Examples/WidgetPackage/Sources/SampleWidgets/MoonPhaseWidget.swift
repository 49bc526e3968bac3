import AppIntents
import SwiftUI
import WidgetKit

struct MoonPhaseIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Moon Phase"

    @Parameter(title: "Show illumination", default: true)
    var showsIllumination: Bool
}

struct MoonPhaseEntry: TimelineEntry {
    let date: Date
    let phase: String
    let illumination: Int
    let showsIllumination: Bool
}

struct MoonPhaseProvider: AppIntentTimelineProvider {
    private static let phases = [
        ("New Moon", 0), ("Waxing Crescent", 25), ("First Quarter", 50), ("Waxing Gibbous", 75), ("Full Moon", 100),
    ]

    func placeholder(in context: Context) -> MoonPhaseEntry {
        MoonPhaseEntry(date: .now, phase: "Full Moon", illumination: 100, showsIllumination: true)
    }

    func snapshot(for configuration: MoonPhaseIntent, in context: Context) async -> MoonPhaseEntry {
        MoonPhaseEntry(
            date: .now, phase: "First Quarter", illumination: 50, showsIllumination: configuration.showsIllumination)
    }

    func timeline(for configuration: MoonPhaseIntent, in context: Context) async -> Timeline<MoonPhaseEntry> {
        let start = Calendar.current.startOfDay(for: .now)
        let entries = Self.phases.enumerated().map { day, phase in
            MoonPhaseEntry(
                date: start.addingTimeInterval(Double(day) * 86_400), phase: phase.0, illumination: phase.1,
                showsIllumination: configuration.showsIllumination)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct MoonPhaseView: View {
    var entry: MoonPhaseEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Moon")
                .font(.caption.bold())
                .foregroundStyle(.white.opacity(0.7))
            Text(entry.phase)
                .font(.title3.bold())
            Spacer(minLength: 0)
            if entry.showsIllumination {
                Text("\(entry.illumination)% lit")
                    .font(.footnote)
                    .foregroundStyle(.white.opacity(0.7))
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color(red: 0.07, green: 0.08, blue: 0.2), for: .widget)
    }
}

struct MoonPhaseWidget: Widget {
    let kind = "MoonPhaseWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: MoonPhaseIntent.self, provider: MoonPhaseProvider()) { entry in
            MoonPhaseView(entry: entry)
        }
        .configurationDisplayName("Moon Phase")
        .description("Tonight's moon, day by day.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    MoonPhaseWidget()
} timeline: {
    MoonPhaseEntry(date: .now, phase: "New Moon", illumination: 0, showsIllumination: true)
    MoonPhaseEntry(date: .now, phase: "First Quarter", illumination: 50, showsIllumination: true)
    MoonPhaseEntry(date: .now, phase: "Full Moon", illumination: 100, showsIllumination: false)
}

#Preview("Medium", as: .systemMedium) {
    MoonPhaseWidget()
} timeline: {
    MoonPhaseEntry(date: .now, phase: "Waxing Gibbous", illumination: 75, showsIllumination: true)
}
