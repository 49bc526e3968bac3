import Foundation
import VignetteFoundation

/// The results a fetch request can ask for.
public protocol NSFetchRequestResult {}

/// A record of a Core Data entity: no instance ever comes from a store here. Its values are kept by
/// key, which is how the classes generated from a model (`VignetteManagedObjectClasses`) read and
/// write their properties, as Core Data's own accessors do.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The context the object was made in, if any.
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity.
    public let objectID = NSManagedObjectID()
    private var values: [String: Any] = [:]
    /// An object not in any context.
    public override init() { super.init() }
    /// An object made in `context` (nothing is stored: saving fails).
    public init(context: NSManagedObjectContext) {
        managedObjectContext = context
        super.init()
    }
    /// The value set for `key`, nil if none was.
    open func value(forKey key: String) -> Any? { values[key] }
    /// Sets the value for `key` (nil removes it).
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
}

/// A search of the store for `ResultType`: its predicate, order and limits are kept as given.
open class NSFetchRequest<ResultType: NSFetchRequestResult>: @unchecked Sendable {
    /// The entity searched for, by name.
    open var entityName: String?
    /// Which records match; all when nil.
    open var predicate: NSPredicate?
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many results; 0 for no limit.
    open var fetchLimit = 0
    /// Results to skip.
    open var fetchOffset = 0
    /// A request for the entity named `entityName`.
    public init(entityName: String) { self.entityName = entityName }
    /// A request with no entity yet.
    public init() {}
}

/// A scratchpad of managed objects: every fetch, count and save fails naming CoreData and the call,
/// recorded so the render warns which widget reached for it.
open class NSManagedObjectContext: @unchecked Sendable {
    /// How a context runs its work.
    public enum ConcurrencyType: Sendable {
        /// On the main queue.
        case mainQueueConcurrencyType
        /// On a queue of its own.
        case privateQueueConcurrencyType
    }
    /// How this context runs its work.
    public let concurrencyType: ConcurrencyType
    /// The context this one saves into, if any (kept as given).
    open var parent: NSManagedObjectContext?
    /// Whether changes saved by other contexts are merged in.
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are resolved (kept as given).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether there are unsaved changes: never, since nothing is inserted into a store.
    open var hasChanges: Bool { false }

    /// A context running its work as `concurrencyType` says.
    public init(concurrencyType: ConcurrencyType) { self.concurrencyType = concurrencyType }

    /// Throws the failure: there is no store to fetch from.
    open func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] {
        throw UnavailableFramework.record("CoreData", "NSManagedObjectContext.fetch(\(Self.label(request)))")
    }
    /// Throws the failure.
    open func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int {
        throw UnavailableFramework.record("CoreData", "NSManagedObjectContext.count(for: \(Self.label(request)))")
    }
    /// Throws the failure.
    open func save() throws {
        throw UnavailableFramework.record("CoreData", "NSManagedObjectContext.save()")
    }
    /// Forgets `object` (there is nothing stored to delete).
    open func delete(_ object: NSManagedObject) {}
    /// Runs `block` at once.
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` at once.
    open func performAndWait(_ block: () -> Void) { block() }
    /// Returns what `block` returns.
    open func perform<T>(_ block: @escaping () throws -> T) async rethrows -> T { try block() }

    private static func label<T>(_ request: NSFetchRequest<T>) -> String {
        "NSFetchRequest<\(request.entityName ?? String(describing: T.self))>"
    }
}

/// Fails a save on a conflict (Apple's default policy).
nonisolated(unsafe) public let NSErrorMergePolicy: Any = "NSErrorMergePolicy"
/// The in-memory version wins over the store's, property by property.
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = "NSMergeByPropertyObjectTrumpMergePolicy"
/// The store's version wins over the in-memory one, property by property.
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = "NSMergeByPropertyStoreTrumpMergePolicy"
