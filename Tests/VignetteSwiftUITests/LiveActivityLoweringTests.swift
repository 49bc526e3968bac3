import ActivityKit
import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo
import WidgetKit

/// A small activity whose views each test writes.
struct ProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
    }

    var name: String
}

/// An activity whose Lock Screen view and island are given per test.
struct ProbeActivity<Lock: SwiftUI.View>: Widget {
    let lockScreen: (ActivityViewContext<ProbeAttributes>) -> Lock
    let island: (ActivityViewContext<ProbeAttributes>) -> DynamicIsland

    init(
        lockScreen: @escaping (ActivityViewContext<ProbeAttributes>) -> Lock,
        island: @escaping (ActivityViewContext<ProbeAttributes>) -> DynamicIsland = { _ in ProbeIsland.plain }
    ) {
        self.lockScreen = lockScreen
        self.island = island
    }

    init() { fatalError("made by the tests") }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeAttributes.self, content: lockScreen, dynamicIsland: island)
    }
}

enum ProbeIsland {
    static var plain: DynamicIsland {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) { Text("C") }
        } compactLeading: {
            Text("L")
        } compactTrailing: {
            Text("T")
        } minimal: {
            Text("M")
        }
    }
}

/// The core views an activity lowers to, and the environment they were lowered in.
final class Captured: @unchecked Sendable {
    var views: ActivityViews?
    var environment: WidgetEnvironment?
}

/// How each piece of ActivityKit/WidgetKit spelling lowers onto `ActivityViews` (Docs/SwiftUI/LiveActivities.md).
@Suite struct LiveActivityLoweringTests {
    let pipeline = PNGPipeline()
    let clock = Date(timeIntervalSince1970: 1_800_000_000)

    /// The views `widget` makes for `state` in `presentation` at `date` (stale from `staleDate`).
    func lowered<W: Widget>(
        _ widget: W, _ presentation: ActivityPresentation = .lockScreen, date: Date? = nil,
        staleDate: Date? = nil, label: String = "now"
    ) throws -> (ActivityViews, EnvironmentValues) {
        let activity = try ActivityDefinition(
            widget, attributes: ProbeAttributes(name: "probe"), id: "probe",
            contents: [
                (name: "now", date: clock, content: ActivityContent(state: .init(label: label), staleDate: staleDate))
            ])
        let captured = Captured()
        let probe = ActivityDefinition(id: "probe", displayName: "Probe", states: activity.states) { context in
            let views = try activity.views(context)
            captured.views = views
            captured.environment = context.environment
            return views
        }
        let spec = ActivityRenderSpec(presentation: presentation, device: pipeline.device, date: date ?? clock)
        _ = try probe.prepare(spec, state: 0, textEngine: pipeline.engine, resources: .files())
        return (try #require(captured.views), EnvironmentValues(core: try #require(captured.environment)))
    }

    func node<V: SwiftUI.View>(_ view: V, _ environment: EnvironmentValues) -> Node { lower(view, in: environment) }

    @Test func regionsGoToTheirPositionsWithTheirPriorities() throws {
        let widget = ProbeActivity(lockScreen: { _ in Text("Lock") }) { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 2) { Text("Leading") }
                DynamicIslandExpandedRegion(.trailing) { Text("Trailing") }
                DynamicIslandExpandedRegion(.center, priority: 1) { Text(context.state.label) }
                DynamicIslandExpandedRegion(.bottom) { Text("Bottom") }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T")
            } minimal: {
                Text("M")
            }
        }
        let (views, environment) = try lowered(widget, .expanded, label: "Center")
        #expect(
            views.expanded.leading?.content == node(Text("Leading"), environment)
                && views.expanded.leading?.priority == 2)
        #expect(
            views.expanded.trailing?.content == node(Text("Trailing"), environment)
                && views.expanded.trailing?.priority == 0)
        #expect(
            views.expanded.center?.content == node(Text("Center"), environment) && views.expanded.center?.priority == 1)
        #expect(views.expanded.bottom?.content == node(Text("Bottom"), environment))
        #expect(
            views.compactLeading == node(Text("L"), environment)
                && views.compactTrailing == node(Text("T"), environment))
        #expect(views.minimal == node(Text("M"), environment) && views.lockScreen == node(Text("Lock"), environment))
        // Inside the island the views are lowered dark, as the core draws them.
        #expect(environment.colorScheme == .dark)
    }

    @Test func aMissingRegionIsNoneAndALaterRegionInTheSamePositionWins() throws {
        let widget = ProbeActivity(lockScreen: { _ in EmptyView() }) { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("First") }
                DynamicIslandExpandedRegion(.leading) { Text("Second") }
            } compactLeading: {
                EmptyView()
            } compactTrailing: {
                EmptyView()
            } minimal: {
                EmptyView()
            }
        }
        let (views, environment) = try lowered(widget, .expanded)
        #expect(views.expanded.leading?.content == node(Text("Second"), environment))
        #expect(views.expanded.trailing == nil && views.expanded.center == nil && views.expanded.bottom == nil)
    }

    @Test func keylineTintIsTheIslandsBorder() throws {
        let tinted = ProbeActivity(lockScreen: { _ in EmptyView() }) { _ in ProbeIsland.plain.keylineTint(.orange) }
        #expect(try lowered(tinted, .compact).0.keylineTint == .orange)
        let custom = ProbeActivity(lockScreen: { _ in EmptyView() }) { _ in
            ProbeIsland.plain.keylineTint(Color(red: 0.1, green: 0.2, blue: 0.3)).widgetURL(URL(string: "app://match"))
        }
        #expect(try lowered(custom, .compact).0.keylineTint == .rgb(0.1, 0.2, 0.3))
        #expect(try lowered(ProbeActivity(lockScreen: { _ in EmptyView() }), .compact).0.keylineTint == nil)
    }

    @Test func theLockScreenModifiersSetTheBannersColoursAndNoNode() throws {
        let widget = ProbeActivity(lockScreen: { _ in
            Text("Hi").activityBackgroundTint(.indigo).activitySystemActionForegroundColor(.white)
        })
        let (views, environment) = try lowered(widget)
        #expect(views.backgroundTint == .indigo && views.systemActionForeground == .white)
        #expect(views.lockScreen == node(Text("Hi"), environment))
        // Without them: the system's.
        let plain = try lowered(ProbeActivity(lockScreen: { _ in Text("Hi") })).0
        #expect(plain.backgroundTint == nil && plain.systemActionForeground == nil)
    }

    @Test func theOutermostLockScreenModifierWinsAndNilIsTheSystems() throws {
        let outer = ProbeActivity(lockScreen: { _ in
            VStack { Text("Hi").activityBackgroundTint(.blue) }.activityBackgroundTint(.red)
        })
        #expect(try lowered(outer).0.backgroundTint == .red)
        let cleared = ProbeActivity(lockScreen: { _ in
            Text("Hi").activityBackgroundTint(.blue).activityBackgroundTint(nil)
        })
        #expect(try lowered(cleared).0.backgroundTint == nil)
    }

    @Test func theLockScreenModifiersOnIslandViewsChangeNothing() throws {
        let widget = ProbeActivity(lockScreen: { _ in Text("Hi") }) { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("C").activityBackgroundTint(.red) }
            } compactLeading: {
                Text("L").activityBackgroundTint(.red)
            } compactTrailing: {
                Text("T")
            } minimal: {
                Text("M")
            }
        }
        let (views, environment) = try lowered(widget, .compact)
        #expect(views.backgroundTint == nil && views.compactLeading == node(Text("L"), environment))
    }

    @Test func isStaleFollowsTheStaleDate() throws {
        let widget = ProbeActivity(lockScreen: { context in Text(context.isStale ? "stale" : "fresh") })
        func shown(at date: Date, staleDate: Date?) throws -> Node {
            try lowered(widget, date: date, staleDate: staleDate).0.lockScreen
        }
        let environment = try lowered(widget).1
        let stale = node(Text("stale"), environment), fresh = node(Text("fresh"), environment)
        let staleDate = clock.addingTimeInterval(60)
        #expect(try shown(at: clock, staleDate: staleDate) == fresh)
        #expect(try shown(at: staleDate, staleDate: staleDate) == stale)
        #expect(try shown(at: clock.addingTimeInterval(3600), staleDate: staleDate) == stale)
        #expect(try shown(at: clock.addingTimeInterval(3600), staleDate: nil) == fresh)
    }

    @Test func theContextCarriesTheAttributesStateAndTheDefinitionsID() throws {
        let widget = ProbeActivity(lockScreen: { context in
            Text("\(context.attributes.name) \(context.state.label) \(context.activityID)")
        })
        let (views, environment) = try lowered(widget, label: "kick-off")
        #expect(views.lockScreen == node(Text("probe kick-off probe"), environment))
    }

    @Test func contentMarginsPadTheCompactViewsAndWidenTheExpandedMargin() throws {
        let widget = ProbeActivity(lockScreen: { _ in EmptyView() }) { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("A") }
                DynamicIslandExpandedRegion(.trailing) { Text("B") }.contentMargins(.trailing, 30)
                DynamicIslandExpandedRegion(.bottom) { Text("C") }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T")
            } minimal: {
                Text("M")
            }
            .contentMargins(.leading, 8, for: .compactLeading)
            .contentMargins(.leading, 4, for: .compactLeading)
            .contentMargins(.all, 28, for: .expanded)
            .contentMargins([.top, .bottom], 8, for: .minimal)
        }
        let (views, environment) = try lowered(widget, .expanded)
        // The first call naming an edge is the innermost and wins.
        #expect(views.compactLeading == node(Text("L"), environment).padding(Insets(leading: 8)))
        #expect(views.compactTrailing == node(Text("T"), environment))
        #expect(views.minimal == node(Text("M"), environment).padding(Insets(top: 8, bottom: 8)))
        // 28 on the island's edges: 8 more than the composer's 20, on the edges each region touches;
        // the trailing region's own 30 wins on its trailing edge.
        #expect(views.expanded.leading?.content == node(Text("A"), environment).padding(Insets(top: 8, leading: 8)))
        #expect(views.expanded.trailing?.content == node(Text("B"), environment).padding(Insets(top: 8, trailing: 10)))
        #expect(
            views.expanded.bottom?.content
                == node(Text("C"), environment).padding(Insets(leading: 8, bottom: 8, trailing: 8)))
    }

    @Test func anActivityIsNoWidgetAndSaysSo() throws {
        let definition = WidgetDefinition(LiveMatchLiveActivity())
        #expect(definition.families.isEmpty)
        #expect(throws: WidgetKitError.notAnActivity(type: "JustAWidget")) { try ActivityDefinition(JustAWidget()) }
        #expect(throws: WidgetKitError.activityValueMismatch(expected: "LiveMatchAttributes", given: "ProbeAttributes"))
        {
            try ActivityDefinition(LiveMatchLiveActivity(), attributes: ProbeAttributes(name: "x"), contents: [])
        }
    }
}

struct JustAWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "just", provider: JustProvider()) { _ in Text("Hi") }
    }
}

struct JustProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> JustEntry { JustEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (JustEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<JustEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct JustEntry: WidgetKit.TimelineEntry {
    let date: Date
}
