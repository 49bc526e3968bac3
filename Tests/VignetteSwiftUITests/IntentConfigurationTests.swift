import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteFoundation
import WidgetKit

private enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius", .fahrenheit: DisplayRepresentation(title: "Fahrenheit", subtitle: "°F"),
    ]
}

private struct CityEntity: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static let all = [CityEntity(id: "ldn", name: "London"), CityEntity(id: "par", name: "Paris")]
}

private struct CityQuery: EntityQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        CityEntity.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [CityEntity] { CityEntity.all }
    func defaultResult() async -> CityEntity? { CityEntity.all.first }
}

private struct WeatherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    static let description = IntentDescription("Shows a city's weather.")

    @Parameter(title: "Label", default: "Now")
    var label: String

    @Parameter(title: "Unit", default: .celsius)
    var unit: TemperatureUnit

    @Parameter(title: "City")
    var city: CityEntity?

    @Parameter(title: "Days", default: 3)
    var days: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city)") {
            \.$unit
            \.$label
        }
    }
}

private struct WeatherEntry: WidgetKit.TimelineEntry {
    let date: Date
    let text: String
}

private struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .distantPast, text: "placeholder") }
    func snapshot(for configuration: WeatherIntent, in context: Context) async -> WeatherEntry {
        WeatherEntry(date: .distantPast, text: "snapshot \(configuration.unit.rawValue)")
    }
    func timeline(for configuration: WeatherIntent, in context: Context) async -> WidgetKit.Timeline<WeatherEntry> {
        let text =
            "\(configuration.label) \(configuration.city?.name ?? "none") \(configuration.unit.rawValue) \(configuration.days)"
        return WidgetKit.Timeline(entries: [WeatherEntry(date: .distantPast, text: text)], policy: .never)
    }
}

private struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "weather", intent: WeatherIntent.self, provider: WeatherProvider()) { entry in
            Text(entry.text)
        }
    }
}

private struct FailingProvider: AppIntentTimelineProvider {
    struct Offline: Error, CustomStringConvertible { var description: String { "the network is offline" } }
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .distantPast, text: "") }
    func snapshot(for configuration: WeatherIntent, in context: Context) async throws -> WeatherEntry {
        throw Offline()
    }
    func timeline(
        for configuration: WeatherIntent, in context: Context
    ) async throws -> WidgetKit.Timeline<WeatherEntry> {
        throw Offline()
    }
}

/// Suspends for an hour: never answers within a test's timeout.
private struct HangingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .distantPast, text: "") }
    func snapshot(for configuration: WeatherIntent, in context: Context) async -> WeatherEntry {
        try? await Task.sleep(for: .seconds(3600))
        return placeholder(in: context)
    }
    func timeline(for configuration: WeatherIntent, in context: Context) async -> WidgetKit.Timeline<WeatherEntry> {
        try? await Task.sleep(for: .seconds(3600))
        return WidgetKit.Timeline(entries: [], policy: .never)
    }
}

private struct Failing: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "failing", intent: WeatherIntent.self, provider: FailingProvider()) {
            Text($0.text)
        }
    }
}

private struct Hanging: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "hanging", intent: WeatherIntent.self, provider: HangingProvider()) {
            Text($0.text)
        }
    }
}

/// Configurable widgets: defaults, values by name, errors (Docs/SwiftUI/AppIntents.md).
@Suite struct IntentConfigurationTests {
    func content(_ definition: WidgetDefinition) throws -> Node {
        try definition.content(WidgetEnvironment(family: .systemSmall))
    }

    @Test func theDefaultsAndTheQueryDefaultReachTheText() throws {
        // label "Now", the entity query's defaultResult() London, unit .celsius, days 3.
        let node = try content(WidgetDefinition(WeatherWidget()))
        #expect(node == .words("Now London celsius 3"))
        // And the laid-out text is that line (in a medium widget, where it fits on one).
        let layout = Lowering.layout(node, family: .systemMedium, size: CGSize(width: 364, height: 170))
        #expect(Lowering.frame(ofText: "Now London celsius 3", in: layout) != nil)
    }

    @Test func valuesByNameChangeTheText() throws {
        let definition = try WidgetDefinition(
            WeatherWidget(),
            intent: [
                "city": "par", "unit": "fahrenheit",
                "label": "Later", "days": "5",
            ])
        #expect(try content(definition) == .words("Later Paris fahrenheit 5"))
        // Values reach the snapshot too.
        let snapshot = try WidgetDefinition(WeatherWidget(), intent: ["unit": "fahrenheit"], entry: .snapshot)
        #expect(try content(snapshot) == .words("snapshot fahrenheit"))
    }

    @Test func anUnknownNameListsTheParameters() {
        #expect(
            throws: IntentValueError.unknownParameter(
                name: "town", intent: "WeatherIntent",
                parameters: ["label", "unit", "city", "days"])
        ) {
            try WidgetDefinition(WeatherWidget(), intent: ["town": "par"])
        }
        #expect(
            IntentValueError.unknownParameter(
                name: "town", intent: "WeatherIntent",
                parameters: ["label", "unit", "city", "days"]
            ).description
                == "intent 'WeatherIntent' has no parameter 'town'; its parameters are: label, unit, city, days")
    }

    @Test func aBadValueListsTheValidOnes() {
        #expect(
            throws: IntentValueError.invalidValue(
                parameter: "unit", value: "kelvin", type: "Unit",
                choices: ["celsius", "fahrenheit"])
        ) {
            try WidgetDefinition(WeatherWidget(), intent: ["unit": "kelvin"])
        }
        #expect(
            throws: IntentValueError.invalidValue(
                parameter: "city", value: "rome", type: "City",
                choices: ["ldn", "par"])
        ) {
            try WidgetDefinition(WeatherWidget(), intent: ["city": "rome"])
        }
        #expect(throws: IntentValueError.invalidValue(parameter: "days", value: "many", type: "Int", choices: nil)) {
            try WidgetDefinition(WeatherWidget(), intent: ["days": "many"])
        }
        #expect(
            IntentValueError.invalidValue(
                parameter: "unit", value: "kelvin", type: "Unit",
                choices: ["celsius", "fahrenheit"]
            ).description
                == "'kelvin' is not a valid Unit for parameter 'unit'; valid values are: celsius, fahrenheit")
    }

    @Test func theParametersAreDescribedInOrder() throws {
        let parameters = try #require(try WidgetDefinition.intentParameters(of: WeatherWidget()))
        #expect(parameters.map(\.name) == ["label", "unit", "city", "days"])
        #expect(parameters.map(\.type) == ["String", "Unit", "City?", "Int"])
        #expect(parameters.map(\.defaultValue) == ["Now", "celsius", nil, "3"])
        #expect(
            parameters[1].choices == [
                IntentValueChoice(value: "celsius", title: "Celsius"),
                IntentValueChoice(value: "fahrenheit", title: "Fahrenheit"),
            ])
        #expect(parameters[2].choices?.map(\.title) == ["London", "Paris"])
        #expect(parameters[0].choices == nil && parameters.allSatisfy(\.isSettable))
        #expect(try WidgetDefinition.intentParameters(of: StaticWidget()) == nil)
    }

    @Test func valuesForAStaticWidgetAreAnError() {
        #expect(throws: WidgetKitError.notConfigurable(kind: "static")) {
            try WidgetDefinition(StaticWidget(), intent: ["city": "par"])
        }
    }

    @Test func aThrowingProviderFailsNamingIt() {
        #expect(
            throws: WidgetKitError.providerFailed(
                provider: "FailingProvider", call: "timeline(for:in:)",
                message: "the network is offline")
        ) {
            try content(WidgetDefinition(Failing()))
        }
        #expect(
            WidgetKitError.providerFailed(
                provider: "FailingProvider", call: "timeline(for:in:)",
                message: "the network is offline"
            ).description
                == "timeline provider 'FailingProvider' threw from timeline(for:in:): the network is offline")
    }

    @Test func aProviderThatNeverReturnsIsDrawnFromItsPlaceholderNamingIt() throws {
        let lines = LockedLines()
        let placeholder = try content(WidgetDefinition(Hanging(), entry: .placeholder))
        let (timeline, snapshot) = try RenderWarnings.$sink.withValue({ lines.add($0) }) {
            // Asked again (another family, the snapshot): not waited for a second time.
            (
                try content(WidgetDefinition(Hanging(), providerTimeout: 0.2)),
                try content(WidgetDefinition(Hanging(), entry: .snapshot, providerTimeout: 0.2))
            )
        }
        #expect(timeline == placeholder && snapshot == placeholder)
        #expect(
            lines.all.filter { !$0.contains("containerBackground") } == [
                "hanging's provider never delivered its entries (timeline provider 'HangingProvider' did not call the "
                    + "completion of timeline(for:in:) within 0.2 s); drawn from its placeholder, as WidgetKit shows a "
                    + "widget until its provider completes. Only its #Preview(as:) timeline entries draw its content "
                    + "(vignette widgets lists them as moments)",
                "hanging's provider did not complete when asked earlier in this run; drawn from its placeholder "
                    + "without asking again",
            ])
    }

    @Test func theIntentDeclaresItsMetadata() {
        #expect(WeatherIntent.description.descriptionText.key == "Shows a city's weather.")
        #expect((WeatherIntent.parameterSummary as? WeatherIntent.Summary)?.text.hasPrefix("Weather in {") == true)
        #expect(TemperatureUnit.caseDisplayRepresentations[.fahrenheit]?.subtitle?.key == "°F")
    }
}

private struct StaticProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .distantPast, text: "") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (WeatherEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<WeatherEntry>) -> Void) {}
}

private struct StaticWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "static", provider: StaticProvider()) { Text($0.text) }
    }
}

/// `WidgetCenter` records calls instead of reloading.
@Suite struct WidgetCenterTests {
    @Test func callsAreRecordedInOrder() async throws {
        let center = WidgetCenter.shared
        let before = center.recordedCalls.count
        center.reloadTimelines(ofKind: "weather")
        center.reloadAllTimelines()
        #expect(try await center.currentConfigurations().isEmpty)
        #expect(
            Array(center.recordedCalls.dropFirst(before).prefix(3))
                == [.reloadTimelines(kind: "weather"), .reloadAllTimelines, .getCurrentConfigurations])
    }
}

private struct PlaceEntity: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
    static let defaultQuery = PlaceQuery()
    var displayRepresentation: DisplayRepresentation { "Place \(id)" }
}

/// No suggestions and no default result.
private struct PlaceQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [PlaceEntity] { identifiers.map(PlaceEntity.init) }
}

/// Parameters declared without defaults, as Apple's own example declares `name`.
private struct BareIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Bare"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Count") var count: Int
    @Parameter(title: "Unit") var unit: TemperatureUnit
    @Parameter(title: "Place") var place: PlaceEntity
}

private struct BareProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .distantPast, text: "") }
    func snapshot(for configuration: BareIntent, in context: Context) async -> WeatherEntry { placeholder(in: context) }
    func timeline(for configuration: BareIntent, in context: Context) async -> WidgetKit.Timeline<WeatherEntry> {
        let text =
            "[\(configuration.name)] \(configuration.count) \(configuration.unit.rawValue) \(configuration.place.id)"
        return WidgetKit.Timeline(entries: [WeatherEntry(date: .distantPast, text: text)], policy: .never)
    }
}

private struct Bare: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "bare", intent: BareIntent.self, provider: BareProvider()) { Text($0.text) }
    }
}

@Suite struct IntentWithoutDefaultsTests {
    @Test func primitivesWithoutDefaultsTakeEmptyValuesAndAnEntityNeedsOne() throws {
        // An entity without a default and without defaultResult() fails naming the parameter.
        #expect(throws: IntentValueError.noValue(parameter: "place", intent: "BareIntent")) {
            try WidgetDefinition(Bare()).content(WidgetEnvironment(family: .systemSmall))
        }
        // Given by name, it renders; the rest take "", 0 and the first case.
        let definition = try WidgetDefinition(Bare(), intent: ["place": "7"])
        #expect(try definition.content(WidgetEnvironment(family: .systemSmall)) == .words("[] 0 celsius 7"))
        let parameters = try #require(try WidgetDefinition.intentParameters(of: Bare()))
        #expect(parameters.map(\.defaultValue) == [nil, nil, nil, nil])
        #expect(parameters[3].choices == [])
    }
}

private struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        StaticWidget()
        WeatherWidget()
    }
}

/// Values by kind for a bundle, as the command line gives them.
@Suite struct BundleIntentValueTests {
    @Test func valuesReachTheirKindAndAnUnknownKindListsTheKinds() throws {
        let definitions = try WidgetDefinition.definitions(
            of: WeatherBundle(), intentValues: ["weather": ["unit": "fahrenheit"]])
        #expect(definitions.map(\.id) == ["static", "weather"])
        #expect(
            try definitions[1].content(WidgetEnvironment(family: .systemSmall)) == .words("Now London fahrenheit 3"))
        #expect(throws: WidgetKitError.unknownKind(kind: "wether", kinds: ["static", "weather"])) {
            try WidgetDefinition.definitions(of: WeatherBundle(), intentValues: ["wether": ["unit": "fahrenheit"]])
        }
        #expect(
            WidgetKitError.unknownKind(kind: "wether", kinds: ["static", "weather"]).description
                == "the bundle has no widget of kind 'wether'; its kinds are: static, weather")
        let parameters = try WidgetDefinition.intentParameters(ofBundle: WeatherBundle())
        #expect(Array(parameters.keys) == ["weather"])
        #expect(parameters["weather"]?.map(\.name) == ["label", "unit", "city", "days"])
    }
}
