import Foundation
import Vignette

/// A widget as WidgetKit defines one: its kind, families, timeline provider and view
/// (`StaticConfiguration(kind:provider:content:)`), plus what a simulation needs to
/// judge it: a short description of each entry and, optionally, the truth to compare.
///
/// `definition` turns it into a `WidgetDefinition`, so everything that renders widgets
/// (render, gallery, snapshots) renders this one too.
public struct TimelineWidget<Provider: TimelineProvider>: Sendable {
    /// The provider's entry type.
    public typealias Entry = Provider.Entry

    /// The WidgetKit kind, which becomes `definition`'s id.
    public var kind: String
    /// The name galleries and `vignette list` show.
    public var displayName: String
    /// The families the widget supports.
    public var families: [WidgetFamily]
    /// The time zone the widget's data lives in.
    public var timeZone: TimeZone
    /// Named instants for galleries and previews, passed on to `definition`.
    public var moments: [WidgetDefinition.Moment]
    /// Supplies the widget's entries.
    public var provider: Provider
    /// The widget's view of one entry.
    public var view: @Sendable (Entry, WidgetEnvironment) throws -> Node
    /// What an entry shows, in words that `expected` also uses ("in class: 大学英语").
    public var describe: @Sendable (Entry) -> String
    /// What the widget should show at an instant, in `describe`'s words; nil when the
    /// widget has no ground truth (then a simulation reports staleness but not wrongness).
    public var expected: (@Sendable (Date) -> String)?

    /// A widget as `StaticConfiguration(kind:provider:content:)` declares it, plus `describe` and an optional `expected` for simulations.
    public init(kind: String, displayName: String, families: [WidgetFamily],
                timeZone: TimeZone = TimeZone(identifier: "UTC")!, moments: [WidgetDefinition.Moment] = [],
                provider: Provider,
                describe: @escaping @Sendable (Entry) -> String,
                expected: (@Sendable (Date) -> String)? = nil,
                view: @escaping @Sendable (Entry, WidgetEnvironment) throws -> Node) {
        self.kind = kind
        self.displayName = displayName
        self.families = families
        self.timeZone = timeZone
        self.moments = moments
        self.provider = provider
        self.describe = describe
        self.expected = expected
        self.view = view
    }

    /// The context the system would pass for `environment`'s family at its render clock.
    public func context(for environment: WidgetEnvironment, size: CGSize = .zero, isPreview: Bool) -> TimelineProviderContext {
        TimelineProviderContext(family: environment.family ?? families.first ?? .systemSmall, displaySize: size,
                                isPreview: isPreview, date: environment.date, timeZone: timeZone)
    }

    /// The widget as the gallery shows it: the provider's preview snapshot at the render clock.
    public var definition: WidgetDefinition {
        let widget = self
        return WidgetDefinition(id: kind, displayName: displayName, families: families, timeZone: timeZone,
                                moments: moments) { environment in
            let entry = widget.provider.snapshot(in: widget.context(for: environment, isPreview: true))
            return try widget.view(entry, environment)
        }
    }

    /// The widget showing one entry, whatever the render clock says: for filmstrips.
    public func definition(showing entry: Entry) -> WidgetDefinition {
        let view = self.view
        return WidgetDefinition(id: kind, displayName: displayName, families: families, timeZone: timeZone,
                                moments: [.init(name: describe(entry), date: entry.date)]) { environment in
            try view(entry, environment)
        }
    }
}
