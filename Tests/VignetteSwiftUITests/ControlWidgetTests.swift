import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette
@testable import VignetteCLI
import WidgetKit

// An iOS 18 control written as Apple's template writes one (Docs/SwiftUI/ControlWidgets.md).
private struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.timer", provider: Provider()) { value in
            ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimer(value.name)) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer")
            }
        }
        .displayName("Timer")
        .description("Runs a timer.")
    }

    struct Value {
        var isRunning: Bool
        var name: String
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: TimerName) -> Value { Value(isRunning: false, name: configuration.name) }
        func currentValue(configuration: TimerName) async throws -> Value {
            Value(isRunning: true, name: configuration.name)
        }
    }
}

private struct TimerName: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer name"
    @Parameter(title: "Name", default: "Timer") var name: String
}

private struct StartTimer: SetValueIntent {
    static let title: LocalizedStringResource = "Start a timer"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Running") var value: Bool
    init() {}
    init(_ name: String) { self.name = name }
    func perform() async throws -> some IntentResult { .result() }
}

private struct OpenApp: AppIntent {
    static let title: LocalizedStringResource = "Open"
}

private struct OpenButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.open") {
            ControlWidgetButton(action: OpenApp()) { Label("Open", systemImage: "arrow.up.forward.app") }
        }
    }
}

private struct ControlsAndWidgetBundle: WidgetBundle {
    var body: some Widget {
        JokeOfTheDay()
        TimerToggle()
        if #available(iOS 18.0, *) {
            OpenButton()
        }
    }
}

/// Controls compile in a bundle beside widgets, are listed, and are never drawn.
@Suite struct ControlWidgetTests {
    @Test func aBundlesControlsAreListedAndAreNotWidgets() {
        let catalog = WidgetCatalog(bundle: ControlsAndWidgetBundle())
        #expect(catalog.definitions.map(\.id) == ["JokeOfTheDay"])
        #expect(
            catalog.controls == [
                ControlListing(
                    id: "TimerToggle", kind: "com.example.timer", displayName: "Timer",
                    configuration: "AppIntentControlConfiguration"),
                ControlListing(
                    id: "OpenButton", kind: "com.example.open", displayName: "OpenButton",
                    configuration: "StaticControlConfiguration"),
            ])
        #expect(WidgetDefinition.definitions(of: ControlsAndWidgetBundle()).map(\.id) == ["joke-of-the-day"])
    }

    @Test func theWidgetsCommandListsControlsAsNotDrawn() throws {
        let printed = Printed()
        try WidgetCatalog.$current.withValue(WidgetCatalog(bundle: ControlsAndWidgetBundle())) {
            try Console.withOutput({ printed.append($0) }) { try VignetteCommand.run(["widgets"]) }
        }
        let lines = printed.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "1 widget in ControlsAndWidgetBundle:")
        #expect(lines.contains("2 controls in ControlsAndWidgetBundle, not drawn (a control is not a widget):"))
        #expect(lines.contains("  TimerToggle   Timer — AppIntentControlConfiguration"))
        #expect(lines.last == "  OpenButton    OpenButton — StaticControlConfiguration")
    }

    @Test func renderingAControlIsAnErrorNamingTheWidgets() {
        var message: String?
        WidgetCatalog.$current.withValue(WidgetCatalog(bundle: ControlsAndWidgetBundle())) {
            do { try VignetteCommand.run(["render", "--widget", "TimerToggle", "--out", "/nonexistent/out"]) } catch {
                message = VignetteCommand.message(for: error)
            }
        }
        #expect(
            message == "TimerToggle is a control (ControlWidget), not a widget: Vignette lists controls and draws none "
                + "(Docs/SwiftUI/ControlWidgets.md); the widgets are: JokeOfTheDay")
    }
}

/// Text a command printed, gathered from the sink.
private final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    func append(_ text: String) { lock.withLock { parts.append(text) } }
    var text: String { lock.withLock { parts.joined() } }
}
