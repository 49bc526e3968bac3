import ActivityKit
import Foundation
import SwiftUI
import Testing
import Vignette
@testable import WidgetKit

struct KettleAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var label: String }
    var name: String
}

/// A Live Activity with no `#Preview`, only Xcode 14's template previews below.
struct KettleActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KettleAttributes.self) { context in
            Text("\(context.attributes.name): \(context.state.label)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: {
                Text("K")
            } compactTrailing: {
                Text(context.state.label)
            } minimal: {
                Text("K")
            }
        }
    }
}

/// The template's previews: each state in several view kinds.
struct KettleActivity_Previews: PreviewProvider {
    static let attributes = KettleAttributes(name: "Kettle")
    static var previews: some View {
        attributes.previewContext(.init(label: "Cold"), viewKind: .dynamicIsland(.compact))
        attributes.previewContext(.init(label: "Cold"), viewKind: .content)
        attributes.previewContext(.init(label: "Boiling"), viewKind: .content)
    }
}

/// `PreviewProvider` previews give an activity its states (Docs/SwiftUI/Previews.md).
@Suite struct PreviewProviderStatesTests {
    @Test func theExecutablesPreviewProvidersAreListed() {
        let names = PreviewProviderStates.providerTypes().map { "\($0)" }
        #expect(names.contains("KettleActivity_Previews"))
    }

    @MainActor @Test func anActivityWithoutPreviewsTakesItsProvidersStatesEachOnce() throws {
        let activity = try ActivityDefinition(KettleActivity())
        #expect(activity.states.map(\.name) == ["preview-1", "preview-2"])
        let environment = WidgetEnvironment(family: nil)
        let second = try activity.views(
            ActivityContext(environment: environment, state: activity.states[1], stateIndex: 1))
        #expect("\(second.lockScreen)".contains("Kettle: Boiling"))
    }
}
