import AppIntents
import Testing

private struct CityIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City"

    @Parameter(title: "City", default: "Singapore")
    var city: String

    @Parameter(title: "Unit")
    var unit: String?
}

/// The first AppIntents names: a configuration intent's parameters start at their defaults.
@Suite struct AppIntentsTests {
    @Test func parametersStartAtTheirDefaults() async throws {
        let intent = CityIntent()
        #expect(intent.city == "Singapore")
        #expect(intent.unit == nil)
        #expect(CityIntent.title.key == "City")
        _ = try await intent.perform()
    }
}
