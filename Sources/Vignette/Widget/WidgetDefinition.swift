import Foundation

/// A widget Vignette can render: an id, the families it supports, and its content
/// for a given environment (family, scheme, render clock…).
public struct WidgetDefinition: Sendable {
    /// A stable id for the command line, e.g. `course-schedule`.
    public var id: String
    /// The name shown in galleries and listings.
    public var displayName: String
    /// The families the widget supports; preparing any other family is an error.
    public var families: [WidgetFamily]
    /// The time zone the widget's data lives in: `--at` times are read in it.
    public var timeZone: TimeZone
    /// Named instants worth seeing (states of the widget), for galleries and previews;
    /// the first is the default render clock.
    public var moments: [Moment]
    /// Builds the widget's tree for an environment (family, clock, colour scheme…).
    public var content: @Sendable (WidgetEnvironment) throws -> Node

    /// A widget: its id, name, families, time zone, moments and content.
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
        /// The moment's name, used in file names and on the command line.
        public var name: String
        /// The instant the widget is rendered at.
        public var date: Date

        /// A named instant.
        public init(name: String, date: Date) {
            self.name = name
            self.date = date
        }
    }
}
