import AppIntents
import SwiftUI
import WidgetKit

enum TemperatureUnit: String, AppEnum {
    case celsius
    case fahrenheit

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: "Fahrenheit",
    ]
}

struct CityEntity: AppEntity {
    let id: String
    let name: String
    let celsius: Double

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let all = [
        CityEntity(id: "london", name: "London", celsius: 11),
        CityEntity(id: "singapore", name: "Singapore", celsius: 31),
        CityEntity(id: "reykjavik", name: "Reykjavík", celsius: -2),
    ]
}

struct CityQuery: EntityQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        CityEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CityEntity] {
        CityEntity.all
    }

    func defaultResult() async -> CityEntity? {
        CityEntity.all.first
    }
}

struct CityWeatherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City Weather"
    static let description = IntentDescription("Shows the temperature in a city.")

    @Parameter(title: "City")
    var city: CityEntity?

    @Parameter(title: "Unit", default: .celsius)
    var unit: TemperatureUnit
}

struct CityWeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Double
    let unit: TemperatureUnit
}

struct CityWeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityWeatherEntry {
        CityWeatherEntry(date: .now, city: "London", temperature: 11, unit: .celsius)
    }

    func snapshot(for configuration: CityWeatherIntent, in context: Context) async -> CityWeatherEntry {
        entry(for: configuration, at: .now)
    }

    func timeline(for configuration: CityWeatherIntent, in context: Context) async -> Timeline<CityWeatherEntry> {
        let now = Date.now
        return Timeline(entries: [entry(for: configuration, at: now)], policy: .after(now.addingTimeInterval(1800)))
    }

    private func entry(for configuration: CityWeatherIntent, at date: Date) -> CityWeatherEntry {
        let city = configuration.city ?? CityEntity.all[0]
        let temperature = configuration.unit == .celsius ? city.celsius : city.celsius * 9 / 5 + 32
        return CityWeatherEntry(date: date, city: city.name, temperature: temperature, unit: configuration.unit)
    }
}

struct CityWeatherView: View {
    var entry: CityWeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.city)
                .font(.headline)
            Text("\(Int(entry.temperature.rounded()))°\(entry.unit == .celsius ? "C" : "F")")
                .font(.system(size: 40, weight: .semibold, design: .rounded))
                .minimumScaleFactor(0.6)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct CityWeatherWidget: Widget {
    let kind = "CityWeatherWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: CityWeatherIntent.self, provider: CityWeatherProvider()) { entry in
            CityWeatherView(entry: entry)
        }
        .configurationDisplayName("City Weather")
        .description("The temperature in a city you choose.")
        .supportedFamilies([.systemSmall])
    }
}
