import Vignette
import VignetteTimeline

/// The widgets a run of the command line works on: the bundled examples in `vignette`
/// itself (`WidgetCatalog.examples`, target VignetteExampleCatalog), a user's widgets when their
/// `WidgetBundle` runs the commands (`VignetteCommand.main(catalog:)`, which `vignette … --package`
/// starts).
public struct WidgetCatalog: Sendable {
    /// What the widgets are, for messages: "the bundled examples", "SampleWidgets".
    public var name: String
    /// The widgets `render`, `gallery`, `lint`, `layout` and `screenshots` know, by id.
    public var definitions: [WidgetDefinition]
    /// The widgets `timeline`, `stack` and lint's timeline checks can simulate, by kind (= id).
    public var timelines: [AnyTimelineWidget]
    /// The Live Activities `render`, `gallery` and `lint` know, by id (Docs/LiveActivities.md).
    public var activities: [ActivityDefinition]
    /// The plain view previews (`#Preview { SomeView() }`), each as a widget of the medium family
    /// named after the preview; only `vignette test` renders them.
    public var previews: [WidgetDefinition] = []
    /// The bundle's controls (iOS 18 `ControlWidget`): listed by `vignette widgets`, never drawn,
    /// since a control is not a widget (Docs/SwiftUI/ControlWidgets.md).
    public var controls: [ControlListing] = []

    /// The widget `id` configured with intent values by name (`--intent name=value`); nil
    /// when no widget of the catalogue takes intent values.
    public var configured: (@Sendable (_ id: String, _ values: [String: String]) throws -> WidgetDefinition)?
    /// The timeline widget `id` with intent values by name, for `timeline` and `stack`.
    public var configuredTimeline: (@Sendable (_ id: String, _ values: [String: String]) throws -> AnyTimelineWidget)?

    /// A catalogue of `definitions`, of which `timelines` can also be simulated.
    public init(
        name: String, definitions: [WidgetDefinition], timelines: [AnyTimelineWidget] = [],
        activities: [ActivityDefinition] = [],
        configured: (@Sendable (String, [String: String]) throws -> WidgetDefinition)? = nil,
        configuredTimeline: (@Sendable (String, [String: String]) throws -> AnyTimelineWidget)? = nil
    ) {
        self.name = name
        self.definitions = definitions
        self.timelines = timelines
        self.activities = activities
        self.configured = configured
        self.configuredTimeline = configuredTimeline
    }

    /// No widgets: the catalogue in force until `main(catalog:)` (or a test) binds one.
    public static let empty = WidgetCatalog(name: "no widgets", definitions: [])

    /// Whether the catalogue has neither widgets nor Live Activities.
    public var isEmpty: Bool { definitions.isEmpty && activities.isEmpty }

    /// The catalogue in force: task-local, so a test (or a bundle's `main`) binds its own.
    @TaskLocal public static var current: WidgetCatalog = .empty
}

/// A control of a bundle, as the command line lists it: it is not a widget, so no command draws it.
public struct ControlListing: Sendable, Equatable {
    /// The control's type name (what `--widget` would be given).
    public var id: String
    /// Its kind string.
    public var kind: String
    /// The name shown in the controls gallery, or the id.
    public var displayName: String
    /// `StaticControlConfiguration` or `AppIntentControlConfiguration`.
    public var configuration: String

    /// A control listing.
    public init(id: String, kind: String, displayName: String, configuration: String) {
        self.id = id
        self.kind = kind
        self.displayName = displayName
        self.configuration = configuration
    }
}
