import Foundation

/// Where and how a container keeps its models (SwiftData's `ModelConfiguration`). Accepted as given:
/// on Linux no store is opened (Docs/SwiftUI/SwiftData.md).
public struct ModelConfiguration: Hashable, @unchecked Sendable {
    /// Which app-group container holds the store.
    public enum GroupContainer: Hashable, Sendable {
        /// The app's first app group, if it has one.
        case automatic
        /// No app group.
        case none
        /// The app group named.
        case identifier(String)
    }
    /// Which CloudKit database the store syncs with.
    public enum CloudKitDatabase: Hashable, Sendable {
        /// The app's first CloudKit container, if it has one.
        case automatic
        /// No syncing.
        case none
        /// The private database of the container named.
        case `private`(String)
    }

    /// The configuration's name.
    public let name: String
    /// The store's file.
    public let url: URL
    /// Whether the store lives in memory only.
    public let isStoredInMemoryOnly: Bool
    /// Whether a context may save.
    public let allowsSave: Bool
    /// The app group of the store.
    public let groupContainer: GroupContainer
    /// The CloudKit database of the store.
    public let cloudKitDatabase: CloudKitDatabase
    /// The model types, when given.
    public let schema: Schema?

    /// A configuration of the default store (`default.store`), or one in memory.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(
            name: name, schema: schema, url: URL(fileURLWithPath: "/dev/null/default.store"),
            memory: isStoredInMemoryOnly, allowsSave: allowsSave, group: groupContainer, cloud: cloudKitDatabase)
    }

    /// A configuration of the store at `url`.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(
            name: name, schema: schema, url: url, memory: false, allowsSave: allowsSave, group: .automatic,
            cloud: cloudKitDatabase)
    }

    /// A configuration of the default store for `type` and `more` (a first type apart, so that
    /// `ModelConfiguration(isStoredInMemoryOnly:)` is not ambiguous with this and no types).
    public init(
        for type: any PersistentModel.Type, _ more: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false
    ) {
        self.init(schema: Schema([type] + more), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    private init(
        name: String?, schema: Schema?, url: URL, memory: Bool, allowsSave: Bool, group: GroupContainer,
        cloud: CloudKitDatabase
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.url = url
        isStoredInMemoryOnly = memory
        self.allowsSave = allowsSave
        groupContainer = group
        cloudKitDatabase = cloud
    }

    /// Configurations are equal by name and store.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.url == rhs.url }
    /// Hashes the name and store.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
    }
}

/// The store of an app's models (SwiftData's `ModelContainer`). Making one succeeds, so shared code
/// that stops the app when it cannot (`fatalError("Could not create ModelContainer")`) carries on;
/// the first fetch or save fails naming SwiftData (Docs/SwiftUI/SwiftData.md).
public final class ModelContainer: @unchecked Sendable {
    /// The model types.
    public let schema: Schema
    /// The configurations given.
    public let configurations: [ModelConfiguration]

    /// A container of `schema`.
    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.schema = schema
        self.configurations = configurations
    }

    /// A container of `schema` and no configurations, which cannot fail: the environment's default context.
    init(empty schema: Schema) {
        self.schema = schema
        configurations = []
    }

    /// A container of `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container of `types`.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }

    /// The context of the main actor.
    public private(set) lazy var mainContext = ModelContext(self)
}
