import Foundation

/// A widget Vignette can render: an id, the families it supports, and its content
/// for a given environment (family, scheme, render clock…).
public struct WidgetDefinition: Sendable {
    /// A stable id for the command line, e.g. `course-schedule`.
    public var id: String
    public var displayName: String
    public var families: [WidgetFamily]
    public var content: @Sendable (WidgetEnvironment) throws -> Node

    public init(id: String, displayName: String, families: [WidgetFamily],
                content: @escaping @Sendable (WidgetEnvironment) throws -> Node) {
        self.id = id
        self.displayName = displayName
        self.families = families
        self.content = content
    }
}
