import ActivityKit
import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples
import WidgetKit

/// The live match written as an iOS developer writes a Live Activity (LiveMatch/: attributes and
/// content state, ActivityConfiguration with a Lock Screen view and a DynamicIsland, #Previews)
/// renders to the same PNG bytes as the core-DSL example, in every presentation, light and dark,
/// at every state. Serialized like the other parity suites (one text engine per suite).
@Suite(.serialized) struct LiveActivityParityTests {
    let pipeline = PNGPipeline()
    let core = LiveMatchActivity.definition

    /// The SwiftUI spelling with the core's moments: each state at its date, stale date and relevance.
    func swiftUI() throws -> ActivityDefinition {
        let contents = zip(core.states, LiveMatchAttributes.ContentState.all).map { moment, state in
            (
                name: moment.name, date: moment.date,
                content: ActivityContent(
                    state: state, staleDate: moment.staleDate, relevanceScore: moment.relevanceScore)
            )
        }
        return try ActivityDefinition(
            LiveMatchLiveActivity(), attributes: LiveMatchAttributes.derby, id: core.id,
            timeZone: core.timeZone, contents: contents)
    }

    func spec(
        _ presentation: ActivityPresentation, _ scheme: ColorScheme, _ moment: ActivityMoment
    ) -> ActivityRenderSpec {
        ActivityRenderSpec(
            presentation: presentation, device: pipeline.device, colorScheme: scheme, date: moment.date,
            timeZone: core.timeZone)
    }

    @Test(arguments: ActivityPresentation.allCases)
    func rendersByteIdenticalToTheCoreDSL(presentation: ActivityPresentation) throws {
        let swiftUI = try swiftUI()
        #expect(swiftUI.states == core.states)
        var drawn: Set<Data> = []
        for scheme in [ColorScheme.light, .dark] {
            for (index, moment) in core.states.enumerated() {
                let spec = spec(presentation, scheme, moment)
                let actual = try pipeline.png(swiftUI, spec, state: index)
                #expect(
                    actual == (try pipeline.png(core, spec, state: index)), "\(presentation) \(scheme) \(moment.name)")
                drawn.insert(actual)
            }
        }
        // Not a comparison of blanks: the states draw differently (half-time shows the first goal's
        // score in the compact and minimal views, so four of five differ there).
        #expect(drawn.count >= 4, "\(presentation)")
    }

    /// The catalogue's definition: the #Previews' states, named as written, each once.
    @Test func thePreviewsGiveTheStatesNamedAsWritten() throws {
        let previewed = try ActivityDefinition(LiveMatchLiveActivity())
        #expect(previewed.id == "LiveMatchLiveActivity")
        #expect(previewed.states.map(\.name) == core.states.map(\.name))
        #expect(previewed.states.allSatisfy { $0.staleDate == nil && $0.date == previewed.states[0].date })
        // At the core's clock, a state no stale date makes stale draws as the core does.
        for (index, moment) in core.states.enumerated() where !moment.isStale(at: moment.date) {
            for presentation in ActivityPresentation.allCases {
                let spec = spec(presentation, .light, moment)
                #expect(
                    try pipeline.png(previewed, spec, state: index) == (try pipeline.png(core, spec, state: index)),
                    "\(presentation) \(moment.name)")
            }
        }
    }
}
