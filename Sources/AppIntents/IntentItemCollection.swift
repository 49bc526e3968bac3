import Foundation

/// What a query's `suggestedEntities()` returns: an array, or an `IntentItemCollection` of sections.
public protocol ResultsCollection {
    /// The type of a result.
    associatedtype Element
    /// The results, in order, sections flattened.
    var _results: [Element] { get }
}

extension Array: ResultsCollection {
    /// The array itself.
    public var _results: [Element] { self }
}

/// One option of a list, with the title and subtitle a menu shows.
public struct IntentItem<Result>: @unchecked Sendable {
    /// The option's value.
    public let value: Result
    /// The option's title, if not the value's own.
    public let title: LocalizedStringResource?
    /// The option's subtitle.
    public let subtitle: LocalizedStringResource?
    /// An option of `value`.
    public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}

/// A titled group of options.
public struct IntentItemSection<Result>: @unchecked Sendable {
    /// The section's title.
    public let title: LocalizedStringResource?
    /// The section's options.
    public var items: [IntentItem<Result>]
    /// A section titled `title` of `items`.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }
    /// A section titled `title` of the values `items`.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }
    /// An untitled section of `items`.
    public init(items: [IntentItem<Result>]) {
        title = nil
        self.items = items
    }
}

/// Options in sections (AppIntents' `IntentItemCollection`), as a query's suggestions or a provider's results.
public struct IntentItemCollection<Result>: @unchecked Sendable {
    /// The sections, in order.
    public var sections: [IntentItemSection<Result>]
    /// The prompt a menu shows.
    public let promptLabel: LocalizedStringResource?
    /// Whether a menu indexes the options alphabetically.
    public let usesIndexedCollation: Bool
    /// Every option's value, sections flattened ("all results as an array").
    public var items: [Result] { sections.flatMap { $0.items.map(\.value) } }

    /// A collection of `sections`.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// A collection of one untitled section of the values `items`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items.map { IntentItem($0) })])
    }
}

extension IntentItemCollection: ResultsCollection {
    /// Every option's value.
    public var _results: [Result] { items }
}

extension IntentParameter {
    /// An entity parameter without a default, its options listed by an entity query.
    public convenience init<Q: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, optionsProvider: Q
    ) {
        self.init(title: title, description: description)
    }
}
