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
    /// The language of a widget written in one language only, passed on to `definition`.
    public var locale: Locale?
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
    /// The entry a provider asked at an instant would show first: the ground truth for the
    /// texts on screen. With it, a simulation also counts a minute wrong when the texts of the
    /// entry on screen, at that minute's clock, differ from this entry's (Docs/Time.md).
    public var ideal: (@Sendable (Date) -> Entry)?

    /// A widget as `StaticConfiguration(kind:provider:content:)` declares it, plus `describe` and
    /// an optional ground truth for simulations: `expected` descriptions, or `ideal` entries
    /// (whose descriptions are the expected ones when `expected` is nil).
    public init(
        kind: String, displayName: String, families: [WidgetFamily],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: Locale? = nil,
        moments: [WidgetDefinition.Moment] = [], provider: Provider,
        describe: @escaping @Sendable (Entry) -> String,
        expected: (@Sendable (Date) -> String)? = nil,
        ideal: (@Sendable (Date) -> Entry)? = nil,
        view: @escaping @Sendable (Entry, WidgetEnvironment) throws -> Node
    ) {
        self.kind = kind
        self.displayName = displayName
        self.families = families
        self.timeZone = timeZone
        self.locale = locale
        self.moments = moments
        self.provider = provider
        self.describe = describe
        if expected == nil, let ideal {
            self.expected = { @Sendable date in describe(ideal(date)) }
        } else {
            self.expected = expected
        }
        self.ideal = ideal
        self.view = view
    }

    /// The view of `entry` as WidgetKit builds it: in the render's environment with the clock
    /// at the entry's date, since the system renders an entry's view ahead of time and only
    /// live text and timer progress follow the render clock afterwards (Docs/Time.md).
    public func view(of entry: Entry, in environment: WidgetEnvironment) throws -> Node {
        var built = environment
        built.date = entry.date
        return try view(entry, built)
    }

    /// The context the system would pass for `environment`'s family at its render clock.
    public func context(
        for environment: WidgetEnvironment, size: CGSize = .zero, isPreview: Bool
    ) -> TimelineProviderContext {
        TimelineProviderContext(
            family: environment.family ?? families.first ?? .systemSmall, displaySize: size,
            isPreview: isPreview, date: environment.date, timeZone: timeZone)
    }

    /// The widget as the gallery shows it: the provider's preview snapshot at the render clock.
    public var definition: WidgetDefinition {
        let widget = self
        return WidgetDefinition(
            id: kind, displayName: displayName, families: families, timeZone: timeZone,
            locale: locale, moments: moments
        ) { environment in
            let entry = widget.provider.snapshot(in: widget.context(for: environment, isPreview: true))
            return try widget.view(of: entry, in: environment)
        }
    }

    /// The widget showing one entry, whatever the render clock says: for filmstrips.
    public func definition(showing entry: Entry) -> WidgetDefinition {
        let widget = self
        return WidgetDefinition(
            id: kind, displayName: displayName, families: families, timeZone: timeZone,
            locale: locale, moments: [.init(name: describe(entry), date: entry.date)]
        ) { environment in
            try widget.view(of: entry, in: environment)
        }
    }
}
