import Foundation

/// One content state of a Live Activity worth seeing, as ActivityKit's `ActivityContent`
/// carries it: the clock it is seen at, when it goes stale, and its relevance.
public struct ActivityMoment: Hashable, Sendable {
    /// A name for files and galleries, e.g. `second-half`.
    public var name: String
    /// The render clock for this state.
    public var date: Date
    /// When the content is out of date (`ActivityContent.staleDate`); nil: never.
    public var staleDate: Date?
    /// Which of several activities the island shows first (`ActivityContent.relevanceScore`).
    public var relevanceScore: Double

    /// A state seen at `date`.
    public init(name: String, date: Date, staleDate: Date? = nil, relevanceScore: Double = 0) {
        self.name = name
        self.date = date
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }

    /// Whether the content is stale at `clock` (ActivityKit's `isStale`: the stale date has passed).
    public func isStale(at clock: Date) -> Bool { staleDate.map { clock >= $0 } ?? false }
}

/// What an activity's views are built from: the environment of the presentation, the state and
/// whether it is stale (WidgetKit's `ActivityViewContext`).
public struct ActivityContext: Sendable {
    /// Colour scheme, clock, locale… of the presentation (dark in the Dynamic Island).
    public var environment: WidgetEnvironment
    /// The state shown, one of the definition's `states`.
    public var state: ActivityMoment
    /// Its position in the definition's `states`.
    public var stateIndex: Int
    /// Whether the state is stale at the render clock.
    public var isStale: Bool { state.isStale(at: environment.date) }

    /// The context of state `stateIndex`, which is `state`, in `environment`.
    public init(environment: WidgetEnvironment, state: ActivityMoment, stateIndex: Int) {
        self.environment = environment
        self.state = state
        self.stateIndex = stateIndex
    }
}

/// A Live Activity Vignette can render: an id, its content states, and its views for each.
///
/// ```swift
/// let match = ActivityDefinition(id: "match", displayName: "Live match",
///                                states: [ActivityMoment(name: "kick-off", date: kickOff)]) { context in
///     ActivityViews(lockScreen: Words("0 – 0").node, compactLeading: Words("ARS").node,
///                   compactTrailing: Words("0–0").node, minimal: Words("0–0").node)
/// }
/// ```
public struct ActivityDefinition: Sendable {
    /// A stable id for the command line, e.g. `live-match`.
    public var id: String
    /// The name galleries show.
    public var displayName: String
    /// The time zone the activity's times are read in.
    public var timeZone: TimeZone
    /// The content states to render, in order; the first is the default.
    public var states: [ActivityMoment]
    /// Its life for `simulate`: updates, end and dismissal; by default each state at its date.
    public var scenario: ActivityScenario
    /// How to make states when `states` is empty, for `--sample-states` (`ActivitySampleStates`); nil: none.
    public var sampleStates: ActivitySampleStates?
    private var body: @Sendable (ActivityContext) throws -> ActivityViews

    /// An activity with `states`, whose views `content` builds for each.
    public init(
        id: String, displayName: String, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        states: [ActivityMoment], scenario: ActivityScenario? = nil,
        content: @escaping @Sendable (ActivityContext) throws -> ActivityViews
    ) {
        self.id = id
        self.displayName = displayName
        self.timeZone = timeZone
        self.states = states
        self.scenario = scenario ?? .following(states)
        self.body = content
    }

    /// The views for `context`.
    public func views(_ context: ActivityContext) throws -> ActivityViews { try body(context) }

    /// The state named `name`.
    ///
    /// - Throws: `VignetteError.unknownName` listing the states.
    public func state(named name: String) throws -> (index: Int, state: ActivityMoment) {
        guard let index = states.firstIndex(where: { $0.name == name }) else {
            throw VignetteError.unknownName(kind: "content state of '\(id)'", given: name, known: states.map(\.name))
        }
        return (index, states[index])
    }
}
