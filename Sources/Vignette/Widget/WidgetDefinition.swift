import Foundation

/// A widget Vignette can render: an id, the families it supports, and its content
/// for a given environment (family, scheme, render clock…).
///
/// ```swift
/// let badge = WidgetDefinition(id: "badge", displayName: "Badge", families: [.systemSmall, .systemMedium],
///                              moments: ["morning": "2026-11-23T09:00"]) { environment in
///     switch environment.family {
///     case .systemSmall: Words("Hi")
///     default: Words("Hello there")   // only supported families are asked for
///     }
/// }
/// ```
public struct WidgetDefinition: Sendable {
    /// A stable id for the command line, e.g. `course-schedule`.
    public var id: String
    /// The name galleries and `vignette list` show.
    public var displayName: String
    /// The families the widget supports; `content(_:)` refuses any other.
    public var families: [WidgetFamily]
    /// The time zone the widget's data lives in: `--at` times and local moments are read in it.
    public var timeZone: TimeZone
    /// The language of a widget written in one language only (its one localization), or nil.
    /// Its live text (dates, timers) is then formatted in this locale whatever the render's
    /// locale, as iOS formats an app's text in the language it runs in: the best match between
    /// the person's languages and the app's localizations (Docs/Time.md, "Live text").
    public var locale: Locale?
    /// Named instants worth seeing (states of the widget), for galleries and previews;
    /// the first is the default render clock.
    public var moments: [Moment]
    /// Whether it is a plain view preview (`#Preview { SomeView() }`): drawn at its fitting size
    /// (Xcode's `.sizeThatFits`) on the system background, not in the frame of one of `families`.
    public var fitsContent = false
    /// Whether the system may remove the container background where it prefers none (StandBy,
    /// tinted, the Lock Screen). `false` keeps it in every look (WidgetKit's
    /// `containerBackgroundRemovable(false)`, Docs/SwiftUI.md).
    public var backgroundRemovable = true
    /// Whether the widget is WidgetKit's, which must declare its container background: iOS 17
    /// and later draw a message over a widget that declares none and is not marked nonremovable
    /// (lint's `container-background`, Docs/SwiftUI.md). Vignette's own widgets have a default.
    public var requiresContainerBackground = false
    /// The content as written: only ever called with one of `families`.
    private var body: @Sendable (WidgetEnvironment) throws -> Node

    /// A widget whose content is built like a `Column`'s (`if`, `switch`, `let`, `try`);
    /// the content is only asked for one of `families`, so a `switch` over the family
    /// needs no branch that throws.
    public init(
        id: String, displayName: String, families: [WidgetFamily],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: Locale? = nil, moments: [Moment] = [],
        @ElementBuilder content: @escaping @Sendable (WidgetEnvironment) throws -> Node
    ) {
        self.id = id
        self.displayName = displayName
        self.families = families
        self.timeZone = timeZone
        self.locale = locale
        self.moments = moments
        self.body = content
    }

    /// A widget whose moments are wall-clock times in `timeZone`, in order:
    /// `moments: ["teaser": "2026-11-23T09:00", "punchline": "2026-11-23T13:00"]`.
    public init(
        id: String, displayName: String, families: [WidgetFamily],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: Locale? = nil,
        moments: KeyValuePairs<String, LocalDateTime>,
        @ElementBuilder content: @escaping @Sendable (WidgetEnvironment) throws -> Node
    ) {
        self.init(
            id: id, displayName: displayName, families: families, timeZone: timeZone, locale: locale,
            moments: moments.map { Moment(name: $0.key, local: $0.value, in: timeZone) }, content: content)
    }

    /// The content for `environment`.
    ///
    /// - Throws: `VignetteError.unsupportedFamily` when the environment's family is not
    ///   one of `families` (or is nil), or what the content throws.
    public func content(_ environment: WidgetEnvironment) throws -> Node {
        guard let family = environment.family, families.contains(family) else {
            throw VignetteError.unsupportedFamily(
                widget: id, family: environment.family?.rawValue ?? "none",
                supported: families.map(\.rawValue))
        }
        return try body(environment).withoutEmptyStatements
    }

    /// A named instant, e.g. "in-class" at 10:30.
    public struct Moment: Hashable, Sendable {
        /// A short name for file names and `--moment`, e.g. `in-class`.
        public var name: String
        /// The instant the widget is rendered at.
        public var date: Date

        /// A moment at an absolute instant.
        public init(name: String, date: Date) {
            self.name = name
            self.date = date
        }

        /// A moment at a wall-clock time in `timeZone`.
        public init(name: String, local: LocalDateTime, in timeZone: TimeZone) {
            self.init(name: name, date: local.date(in: timeZone))
        }
    }
}

extension Node {
    /// The builder turns a statement that yields nothing (`if late { throw … }`) into
    /// `.empty` and several statements into a group, laid out as a column. At the top of
    /// a widget the group is opened up and its empties dropped, as a stack does with its
    /// children, so a single element left stands alone rather than in a column.
    fileprivate var withoutEmptyStatements: Node {
        guard case .group = self else { return self }
        let parts = flattened
        return parts.count == 1 ? parts[0] : parts.isEmpty ? .empty : .group(parts)
    }
}
