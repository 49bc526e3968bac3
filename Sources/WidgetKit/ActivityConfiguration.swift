import ActivityKit
import Foundation
import SwiftUI
import Vignette

/// A Live Activity's views: the Lock Screen view and the Dynamic Island, drawn for each state of
/// `Attributes`. It sits in a `WidgetBundle` beside widgets; the bundle's catalogue lists it with
/// the activities, as a core `ActivityDefinition` whose states come from its `#Preview`s
/// (Docs/SwiftUI/LiveActivities.md).
nonisolated public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    /// What the configuration declares, in Vignette's terms.
    public let _description: _WidgetDescription

    /// The Lock Screen view `content` and the Dynamic Island `dynamicIsland` builds for a context.
    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        var description = _WidgetDescription(kind: "\(Attributes.self)") { _ in
            throw WidgetKitError.activityIsNotAWidget(attributes: "\(Attributes.self)")
        }
        // A Live Activity has no widget family: none is offered to the widget commands.
        description.families = []
        description.activity = ActivityDescription(Attributes.self) { context, environment in
            let lockScreen = ActivityAppearance.collecting { lower(content(context), in: environment) }
            return dynamicIsland(context).views(
                lockScreen: lockScreen.node, appearance: lockScreen.appearance, in: environment)
        }
        _description = description
    }
}

/// What a Live Activity's views are built from: its attributes, the state shown, whether that
/// state is stale at the render clock, and the activity's id.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static attributes the activity was started with.
    public let attributes: Attributes
    /// The content state shown.
    public let state: Attributes.ContentState
    /// Whether the state's stale date has passed at the render clock.
    public let isStale: Bool
    /// The activity's id: the id of its `ActivityDefinition` here (the type name in a bundle).
    public let activityID: String

    package init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}

/// An `ActivityConfiguration` with its types erased: views for attributes and a state given as
/// `Any`, so a bundle's catalogue and the previews can hold activities of any attributes.
package struct ActivityDescription {
    /// The attributes' type name, for messages.
    package let attributesType: String
    /// The views of a state in the core context's environment.
    package let views:
        (_ attributes: Any, _ state: Any, _ activityID: String, _ context: ActivityContext) throws -> ActivityViews
    /// Attributes and a state made from their `Decodable` conformances (`SampleValue`), dates at the clock given.
    package let sample: (_ clock: Date) throws -> (attributes: Any, state: Any)

    init<A: ActivityAttributes>(
        _ attributesType: A.Type,
        views: @escaping (ActivityViewContext<A>, EnvironmentValues) -> ActivityViews
    ) {
        self.attributesType = "\(A.self)"
        self.sample = { clock in
            (
                try SampleValue.make(A.self, clock: clock),
                try SampleValue.make(A.ContentState.self, clock: clock, name: "\(A.self).ContentState")
            )
        }
        self.views = { attributes, state, activityID, context in
            guard let attributes = attributes as? A else {
                throw WidgetKitError.activityValueMismatch(expected: "\(A.self)", given: "\(type(of: attributes))")
            }
            guard let state = state as? A.ContentState else {
                throw WidgetKitError.activityValueMismatch(
                    expected: "\(A.ContentState.self)", given: "\(type(of: state))")
            }
            let viewContext = ActivityViewContext(
                attributes: attributes, state: state, isStale: context.isStale,
                activityID: activityID)
            // A missing asset image or colour is recorded while views lower; it fails the render here.
            return try reportingAssetProblems { views(viewContext, EnvironmentValues(core: context.environment)) }
        }
    }
}

/// A Live Activity's families (iOS 18): `medium` on iPhone and iPad, `small` in the Apple Watch
/// Smart Stack and CarPlay, which Vignette does not draw.
public enum ActivityFamily: Hashable, Sendable, CaseIterable {
    /// The Apple Watch Smart Stack and CarPlay size.
    case small
    /// The iPhone and iPad size: every presentation Vignette draws.
    case medium
}

extension WidgetConfiguration {
    /// The families besides `medium` the activity offers (Apple Watch, CarPlay): changes nothing,
    /// as Vignette draws the iPhone's and iPad's presentations only.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        ModifiedConfiguration(_description: _description)
    }
}

extension EnvironmentValues {
    /// Whether the Live Activity fills the screen (StandBy): false, as Vignette draws the banner
    /// and the Dynamic Island only.
    public var isActivityFullscreen: Bool { false }

    /// The family the Live Activity is drawn in: `medium`, the iPhone's.
    public var activityFamily: ActivityFamily { .medium }
}
