import AppIntents
import SwiftUI
import Testing
import Vignette

private struct CityOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Lima", "Oslo"] }
    func defaultResult() async -> String? { "Oslo" }
}

private struct PlainOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["a"] }
}

/// A configuration intent migrated from a SiriKit intent, with options listed at run time.
private struct MigratedCityIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let title: LocalizedStringResource = "City"
    static let intentClassName = "SelectCityIntent"

    @Parameter(title: "City", default: "Lima", optionsProvider: CityOptions())
    var city: String

    @Parameter(title: "District", optionsProvider: PlainOptions())
    var district: String?
}

/// A Live Activity's button intent.
private struct PauseIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause"
    func perform() async throws -> some IntentResult { .result() }
}

/// `DynamicOptionsProvider`, `CustomIntentMigratedAppIntent` and `LiveActivityIntent` (Docs/SwiftUI/AppIntents.md).
@Suite struct IntentCompatibilityTests {
    @Test func optionsProviderParametersKeepTheirDefaults() async throws {
        let intent = MigratedCityIntent()
        #expect(intent.city == "Lima")
        #expect(intent.district == nil)
        #expect(MigratedCityIntent.intentClassName == "SelectCityIntent")
        #expect(try await CityOptions().results() == ["Lima", "Oslo"])
        #expect(await PlainOptions().defaultResult() == nil)
    }

    @Test func aLiveActivityIntentButtonDrawsItsLabel() {
        #expect(
            Lowering.node(Button(intent: PauseIntent()) { Text(verbatim: "Pause") })
                == Lowering.node(Button(intent: MigratedCityIntent()) { Text(verbatim: "Pause") }))
    }
}
