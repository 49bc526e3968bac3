import Foundation

/// Something of the app's a parameter can name (a city, an account), found through its query.
public protocol AppEntity: _IntentValue, Identifiable where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query that finds entities of this type.
    static var defaultQuery: DefaultQuery { get }
    /// The type's name ("City").
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds a type's entities: by identifier, the suggestions a menu shows, and the default.
public protocol EntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` returns: an array, or an `IntentItemCollection` in sections.
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity
    /// The entities with these identifiers; identifiers that name none are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities a menu offers before the user searches.
    func suggestedEntities() async throws -> Result
    /// The entity a parameter takes when the user has not chosen one.
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    /// No default.
    public func defaultResult() async -> Entity? { nil }
}

/// An identifier that converts to and from text, so an entity can be named on a command line.
public protocol EntityIdentifierConvertible {
    /// The identifier as text.
    var entityIdentifierString: String { get }
    /// The identifier `entityIdentifierString` names, or nil.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }
    /// The string itself.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    /// The decimal digits.
    public var entityIdentifierString: String { String(self) }
    /// A decimal integer.
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    /// The UUID's text.
    public var entityIdentifierString: String { uuidString }
    /// A UUID's text.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

extension AppEntity {
    /// The type's display name.
    public static var _intentTypeName: String { typeDisplayRepresentation.name.key }

    /// The query's suggestions, each named by its identifier.
    public static func _intentChoices() async throws -> [IntentValueChoice]? {
        try await defaultQuery.suggestedEntities()._results.map {
            IntentValueChoice(value: $0._intentText, title: $0.displayRepresentation.title.key)
        }
    }

    /// The entity the query finds for the identifier `text`.
    public static func _intentValue(from text: String) async throws -> Self? {
        guard let id = ID.entityIdentifier(for: text) else { return nil }
        return try await defaultQuery.entities(for: [id]).first
    }

    /// The query's `defaultResult()`.
    public static func _intentFallback() async -> Self? { await defaultQuery.defaultResult() }

    /// The identifier as text.
    public var _intentText: String { id.entityIdentifierString }
}
