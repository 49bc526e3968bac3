import ActivityKit
import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCLI
import WidgetKit

/// A Live Activity as Xcode's template writes one: attributes with an emoji state, a banner with
/// `activityBackgroundTint`, an island with a keyline, and named previews of two states.
struct EmojiAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var emoji: String
    }

    var name: String
}

struct EmojiLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: EmojiAttributes.self) { context in
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("Leading") }
                DynamicIslandExpandedRegion(.trailing) { Text("Trailing") }
                DynamicIslandExpandedRegion(.bottom) { Text("Bottom \(context.state.emoji)") }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }
}

extension EmojiAttributes {
    fileprivate static var preview: EmojiAttributes { EmojiAttributes(name: "World") }
}

extension EmojiAttributes.ContentState {
    fileprivate static var smiley: EmojiAttributes.ContentState { EmojiAttributes.ContentState(emoji: "😀") }
    fileprivate static var starEyes: EmojiAttributes.ContentState { EmojiAttributes.ContentState(emoji: "🤩") }
}

#Preview("Notification", as: .content, using: EmojiAttributes.preview) {
    EmojiLiveActivity()
} contentStates: {
    EmojiAttributes.ContentState.smiley
    EmojiAttributes.ContentState.starEyes
    EmojiAttributes.ContentState(emoji: "🙂")
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: EmojiAttributes.preview) {
    EmojiLiveActivity()
} contentStates: {
    .smiley
    for emoji in ["🎉", "🚀"] {
        EmojiAttributes.ContentState(emoji: emoji)
    }
}

/// An activity no #Preview shows: listed with no states.
struct BareAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
}

struct BareLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BareAttributes.self) { _ in
            Text("Bare")
        } dynamicIsland: { _ in
            ProbeIsland.plain
        }
    }
}

struct MixedBundle: WidgetBundle {
    var body: some Widget {
        JustAWidget()
        EmojiLiveActivity()
        BareLiveActivity()
    }
}

/// Live Activity previews register like widget previews and give an activity's states; a bundle's
/// catalogue lists its activities beside its widgets.
@Suite struct LiveActivityPreviewTests {
    @Test func activityPreviewsRegisterWithTheirViewKindAndStates() throws {
        let previews = Previews.activities.filter { $0.activityTypeName == "EmojiLiveActivity" }
        #expect(previews.map(\.name) == ["Notification", "Minimal"])
        #expect(previews.map(\.activityViewKind) == [.content, .dynamicIsland(.minimal)])
        #expect(previews.map { $0.activityViewKind?.presentation } == [.lockScreen, .minimal])
        let states = try #require(previews.first?.contentStates as? [EmojiAttributes.ContentState])
        #expect(states.map(\.emoji) == ["😀", "🤩", "🙂"])
        // Not widget previews: no family, no entries.
        #expect(previews.allSatisfy { $0.family == nil } && !Previews.widgets.contains { $0.activityViewKind != nil })
    }

    @Test func theStatesAreNamedAsWrittenAfterThePreviewAndCountedOnce() throws {
        let activity = try ActivityDefinition(EmojiLiveActivity())
        // `.smiley` again in "Minimal" is the same state: once. The loop's states have no names.
        #expect(
            activity.states.map(\.name) == [
                "notification-smiley", "notification-star-eyes", "notification-state-3",
                "minimal-state-2", "minimal-state-3",
            ])
        #expect(Set(activity.states.map(\.date)).count == 1 && activity.states.allSatisfy { $0.staleDate == nil })
    }

    @Test func theBundlesCatalogueListsItsActivitiesApartFromItsWidgets() throws {
        let catalog = WidgetCatalog(bundle: MixedBundle())
        #expect(catalog.definitions.map(\.id) == ["JustAWidget"])
        #expect(catalog.activities.map(\.id) == ["EmojiLiveActivity", "BareLiveActivity"])
        #expect(catalog.activities[0].states.count == 5 && catalog.activities[1].states.isEmpty)
        #expect(WidgetDefinition.definitions(of: MixedBundle()).map(\.id) == ["just"])
    }

    @Test func anActivityWithoutPreviewsSaysSoWhenRendered() throws {
        let pipeline = PNGPipeline()
        let bare = try ActivityDefinition(BareLiveActivity())
        let spec = ActivityRenderSpec(
            presentation: .lockScreen, device: pipeline.device, date: Date(timeIntervalSince1970: 0))
        do {
            _ = try pipeline.png(bare, spec, state: 0)
            Issue.record("no error")
        } catch let error as VignetteError {
            #expect(error.message.contains("'BareLiveActivity' lists none") && error.message.contains("#Preview"))
        }
    }

    @Test func theTemplatesActivityDrawsItsTintsAndKeyline() throws {
        let pipeline = PNGPipeline()
        let activity = try ActivityDefinition(EmojiLiveActivity())
        let date = activity.states[0].date
        let banner = try activity.prepare(
            ActivityRenderSpec(presentation: .lockScreen, device: pipeline.device, date: date),
            state: 0, textEngine: pipeline.engine, resources: .files())
        let bitmap = try pipeline.renderer.bitmap(banner.displayList, scale: 3)
        // The banner's background is the system cyan, not the white material.
        let corner = bitmap.pixel(x: 3 * 30, y: 3 * 10)
        #expect(corner.alpha == 255 && corner.red < 120 && corner.blue > 200, "\(corner)")
        // The island's keyline is red in Dark Mode (the only mode it shows in): the compact capsule's edge at its middle.
        let island = try activity.prepare(
            ActivityRenderSpec(presentation: .compact, device: pipeline.device, colorScheme: .dark, date: date),
            state: 0, textEngine: pipeline.engine, resources: .files())
        let edge = try pipeline.renderer.bitmap(island.displayList, scale: 3).pixel(x: 3 * 125, y: 0)
        #expect(edge.red > 150 && edge.green < 100, "\(edge)")
    }
}

/// ActivityKit's app-side calls are a recorder (Docs/SwiftUI/LiveActivities.md §4).
@Suite(.serialized) struct ActivityRecorderTests {
    @Test func requestUpdateAndEndAreRecordedAndDelivered() async throws {
        ActivityRecorder.shared.removeAll()
        let activity = try Activity.request(
            attributes: EmojiAttributes(name: "x"),
            content: ActivityContent(state: .init(emoji: "a"), staleDate: nil))
        #expect(Activity<EmojiAttributes>.activities.map(\.id) == [activity.id])
        #expect(activity.activityState == .active && activity.content.state.emoji == "a" && activity.pushToken == nil)
        let updates = Task { await activity.contentUpdates.reduce(into: []) { $0.append($1.state.emoji) } }
        let states = Task { await activity.activityStateUpdates.reduce(into: [ActivityState]()) { $0.append($1) } }
        // Let both tasks subscribe before anything happens.
        while ActivityRecorderTests.watchers(activity) < 2 { await Task.yield() }
        await activity.update(
            ActivityContent(state: .init(emoji: "b"), staleDate: nil, relevanceScore: 5),
            alertConfiguration: AlertConfiguration(title: "B", body: "Now b", sound: .default))
        await activity.end(ActivityContent(state: .init(emoji: "c"), staleDate: nil), dismissalPolicy: .immediate)
        await activity.update(ActivityContent(state: .init(emoji: "ignored"), staleDate: nil))
        let contents = await updates.value, lifeCycle = await states.value
        #expect(contents == ["b", "c"] && lifeCycle == [.dismissed])
        #expect(activity.activityState == .dismissed && activity.content.state.emoji == "c")
        #expect(Activity<EmojiAttributes>.activities.isEmpty)
        #expect(
            ActivityRecorder.shared.recordedCalls == [
                .request(attributes: "EmojiAttributes", activityID: activity.id, pushType: nil),
                .update(activityID: activity.id, alert: AlertConfiguration(title: "B", body: "Now b", sound: .default)),
                .end(activityID: activity.id, dismissalPolicy: .immediate),
                .update(activityID: activity.id, alert: nil),
            ])
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
    }

    /// How many update sequences watch `activity` (waits for the tasks above to subscribe).
    static func watchers(_ activity: Activity<EmojiAttributes>) -> Int { activity.watcherCount }
}
