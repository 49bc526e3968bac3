import Foundation

/// How a Live Activity that lists no content states can make some: a strategy its definition
/// carries and that `vignette render` and `vignette test` apply with `--sample-states`
/// (`ActivityDefinition.withSampleStates()`). The SwiftUI layer gives every `ActivityConfiguration`
/// one that decodes its attributes and state from made-up answers (Docs/SwiftUI/LiveActivities.md
/// §3, "Sample states").
public struct ActivitySampleStates: Sendable {
    /// What the states are made from, for the warning that says they were made:
    /// "TimerAttributes and TimerAttributes.ContentState, decoded from sample values".
    public var origin: String
    private let make: @Sendable () throws -> ActivityDefinition

    /// A strategy whose `make` returns the definition with its made states.
    public init(origin: String, make: @escaping @Sendable () throws -> ActivityDefinition) {
        self.origin = origin
        self.make = make
    }

    /// The definition with the made states.
    public func definition() throws -> ActivityDefinition { try make() }
}

extension ActivityDefinition {
    /// The definition with its sample states when it lists none and has a way to make them
    /// (`sampleStates`); nil when it lists states already or has no such way.
    ///
    /// - Throws: what making the states throws (a value its types cannot be made of).
    public func withSampleStates() throws -> ActivityDefinition? {
        guard states.isEmpty, let sampleStates else { return nil }
        return try sampleStates.definition()
    }
}
