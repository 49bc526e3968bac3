import ActivityKit
import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCLI
import WidgetKit

private struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var seconds: Int
    }
}

/// A Live Activity with no `#Preview`: nothing gives it a content state to draw.
private struct TimerActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            Text(verbatim: "\(context.state.seconds) s")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(verbatim: "\(context.state.seconds)") }
            } compactLeading: {
                Text(verbatim: "T")
            } compactTrailing: {
                Text(verbatim: "\(context.state.seconds)")
            } minimal: {
                Text(verbatim: "T")
            }
        }
    }
}

private struct TimerBundle: WidgetBundle {
    var body: some Widget { TimerActivity() }
}

/// Rendering a Live Activity without content states fails saying how to give some, and writes nothing.
@Suite struct StatelessActivityTests {
    @Test func renderingAnActivityWithoutStatesIsAnError() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-stateless-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var message: String?
        WidgetCatalog.$current.withValue(WidgetCatalog(bundle: TimerBundle())) {
            do { try VignetteCommand.run(["render", "--widget", "TimerActivity", "--out", out.path]) } catch {
                message = VignetteCommand.message(for: error)
            }
        }
        let text = try #require(message)
        #expect(
            text.hasPrefix(
                "Live Activity TimerActivity has no content states to draw: add a preview beside its ActivityConfiguration, "
                    + "#Preview(\"Started\", as: .content, using: MyAttributes(…)) { TimerActivity() } contentStates:"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("TimerActivity").path))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out.path))?.isEmpty ?? true)
    }
}
