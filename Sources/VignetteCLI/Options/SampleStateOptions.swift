import ArgumentParser
import Vignette

/// `--sample-states`: a Live Activity with no content states (no `#Preview(as:using:…)` with
/// `contentStates`, no `PreviewProvider` showing one) is drawn with attributes and a state made from
/// its `Codable` types, with a warning, instead of failing (Docs/SwiftUI/LiveActivities.md §3,
/// "Sample states"). Without it, such an activity is the error that names this option.
package struct SampleStateOptions: ParsableArguments {
    @Flag(
        help:
            "Draw a Live Activity that has no #Preview content states with attributes and a state made up from its Codable types (placeholder words, 1, 0.5, false, the render clock, each enum's first case), with a warning. Without it, such an activity is an error."
    )
    package var sampleStates = false

    package init() {}

    /// `activity` with its sample states when the option is given and it lists none, after a
    /// warning (unless `warning` is false) naming it and what they were made from; `activity` otherwise.
    ///
    /// - Throws: what making the states throws (`SampleValueError`, naming the type and key path).
    package func resolve(_ activity: ActivityDefinition, warning: Bool = true) throws -> ActivityDefinition {
        guard sampleStates, let sampled = try activity.withSampleStates() else { return activity }
        guard warning else { return sampled }
        Console.warn(
            "\(activity.id) has no #Preview content states; drawing the state 'sample': "
                + "\(activity.sampleStates?.origin ?? "made-up values") (--sample-states): "
                + "its texts, numbers and dates are placeholders, not your app's")
        return sampled
    }
}
