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

private enum Backdrop: String, AppEnum {
    case plain, gradient
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Backdrop"
    static let caseDisplayRepresentations: [Backdrop: DisplayRepresentation] = [.plain: "Plain", .gradient: "Gradient"]
}

/// An intent whose summary depends on a parameter, written as Apple's sample code writes it.
private struct BackdropIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Backdrop"
    @Parameter(title: "Backdrop", default: .plain) var backdrop: Backdrop
    @Parameter(title: "Second colour", default: "blue") var second: String

    static var parameterSummary: some ParameterSummary {
        When(\.$backdrop, .equalTo, Backdrop.gradient) {
            Summary {
                \.$backdrop
                \.$second
            }
        } otherwise: {
            Summary {
                \.$backdrop
            }
        }
    }
}

extension AppIntentsTests {
    @Test func conditionalSummariesCompileAndLeaveTheParametersAsDeclared() async throws {
        _ = BackdropIntent.parameterSummary
        let names = try await IntentValues.describe(BackdropIntent.self).map(\.name)
        #expect(names == ["backdrop", "second"])
    }
}
