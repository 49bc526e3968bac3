import Foundation
import VignetteFoundation

/// A store a coordinator has loaded: no coordinator loads one on Linux.
open class NSPersistentStore: @unchecked Sendable {
    /// The store's file.
    open var url: URL?
    /// The store's type: `NSSQLiteStoreType` unless a subclass says otherwise.
    open var type: String { NSSQLiteStoreType }
    /// The options it was added with.
    open var options: [AnyHashable: Any]?
    /// A store at `url` (Apple's designated initialiser; the coordinator and configuration are not kept).
    public init(
        persistentStoreCoordinator root: NSPersistentStoreCoordinator?, configurationName name: String?, at url: URL,
        options: [AnyHashable: Any]? = nil
    ) {
        self.url = url
        self.options = options
    }
}

/// What ties a container's contexts to its stores. No store loads on Linux, so it holds none: asking
/// for the store at a file finds nothing, and moving a store fails naming CoreData.
open class NSPersistentStoreCoordinator: @unchecked Sendable {
    /// The loaded stores: none.
    open var persistentStores: [NSPersistentStore] { [] }

    /// A coordinator with no stores.
    public init() {}

    /// The loaded store kept at `url`: nil, as Apple's returns when no store at that file is loaded.
    open func persistentStore(for url: URL) -> NSPersistentStore? {
        persistentStores.first { $0.url == url }
    }

    /// Throws the failure naming CoreData: there is no store to move to `url`.
    @discardableResult open func migratePersistentStore(
        _ store: NSPersistentStore, to url: URL, options: [AnyHashable: Any]? = nil, withType storeType: String
    ) throws -> NSPersistentStore {
        throw UnavailableFramework.record(
            "CoreData", "NSPersistentStoreCoordinator.migratePersistentStore(to: \(url.lastPathComponent))")
    }
}

/// The type of a store kept in an SQLite file (Apple's value, "SQLite").
public let NSSQLiteStoreType = "SQLite"
/// The type of a store kept in memory ("InMemory").
public let NSInMemoryStoreType = "InMemory"
/// The type of a store kept in a binary file ("Binary").
public let NSBinaryStoreType = "Binary"
/// The store option asking that a store of an older model version be migrated as it loads.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The store option asking that the mapping between model versions be inferred.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

extension Notification.Name {
    /// Posted after a context saves: never here, since every save fails.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted before a context saves: never here.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted when a context's objects change: never here, since no object comes from a store.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
}
