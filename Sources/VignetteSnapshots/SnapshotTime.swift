import Foundation

/// The render clock of a snapshot: a date, or one of the widget's named moments.
public enum SnapshotTime: Hashable, Sendable {
    /// A fixed instant; the file name gets no suffix.
    case date(Date)
    /// A `WidgetDefinition.Moment` by name, e.g. `"in-class"`; its name is added to the file name.
    case moment(String)
}
