import Vignette
import VignetteExamples
import VignetteTimeline

/// The widgets a run of the command line works on: the bundled examples in `vignette`
/// itself, a user's widgets when their `WidgetBundle` runs the commands
/// (`VignetteCommand.main(catalog:)`, which `vignette … --package` starts).
public struct WidgetCatalog: Sendable {
    /// What the widgets are, for messages: "the bundled examples", "SampleWidgets".
    public var name: String
    /// The widgets `render`, `gallery`, `lint`, `layout` and `screenshots` know, by id.
    public var definitions: [WidgetDefinition]
    /// The widgets `timeline`, `stack` and lint's timeline checks can simulate, by kind (= id).
    public var timelines: [AnyTimelineWidget]

    /// A catalogue of `definitions`, of which `timelines` can also be simulated.
    public init(name: String, definitions: [WidgetDefinition], timelines: [AnyTimelineWidget] = []) {
        self.name = name
        self.definitions = definitions
        self.timelines = timelines
    }

    /// The examples that ship with Vignette (Examples/).
    public static let examples = WidgetCatalog(name: "the bundled examples", definitions: Examples.all,
                                               timelines: Examples.timelines)

    /// The catalogue in force: task-local, so a test (or a bundle's `main`) binds its own.
    @TaskLocal public static var current: WidgetCatalog = .examples
}
