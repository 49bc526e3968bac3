import VignetteCLI
import VignetteExamples

// The bundled examples as a catalogue: the `vignette` executable's default, and the widgets
// this repository's tests run the commands on. A target of its own so that VignetteCLI, which a
// user's `@main` WidgetBundle runs, never compiles the examples.

extension WidgetCatalog {
    /// The examples that ship with Vignette (Examples/).
    public static let examples = WidgetCatalog(
        name: "the bundled examples", definitions: Examples.all,
        timelines: Examples.timelines, activities: Examples.activities)

    /// Runs `body` with the examples as the catalogue, unless a catalogue with widgets is bound
    /// already (a test's own): how this repository's tests run a command as `vignette` would.
    public static func withExamples<T>(_ body: () throws -> T) rethrows -> T {
        guard current.isEmpty else { return try body() }
        return try $current.withValue(examples, operation: body)
    }
}
