import Foundation

/// A widget Vignette can render: an id, the families it supports, and its content
/// for a given environment (family, scheme, render clock…).
public struct WidgetDefinition: Sendable {
    /// A stable id for the command line, e.g. `course-schedule`.
    public var id: String
    public var displayName: String
    public var families: [WidgetFamily]
    /// The time zone the widget's data lives in: `--at` times are read in it.
    public var timeZone: TimeZone
    /// Named instants worth seeing (states of the widget), for galleries and previews;
    /// the first is the default render clock.
    public var moments: [Moment]
    public var content: @Sendable (WidgetEnvironment) throws -> Node

    public init(id: String, displayName: String, families: [WidgetFamily],
                timeZone: TimeZone = TimeZone(identifier: "UTC")!, moments: [Moment] = [],
                content: @escaping @Sendable (WidgetEnvironment) throws -> Node) {
        self.id = id
        self.displayName = displayName
        self.families = families
        self.timeZone = timeZone
        self.moments = moments
        self.content = content
    }

    /// A named instant, e.g. "in-class" at 10:30.
    public struct Moment: Hashable, Sendable {
        public var name: String
        public var date: Date

        public init(name: String, date: Date) {
            self.name = name
            self.date = date
        }
    }
}
