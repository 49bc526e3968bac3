import Foundation
import VignetteFoundation

/// A managed object's identity in its store: objects here are never stored, so it is only an identity.
open class NSManagedObjectID: Hashable, @unchecked Sendable {
    /// A new identity.
    public init() {}
    /// Identities are equal when they are the same object.
    public static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A request run against the stores directly (batch deletes and updates).
open class NSPersistentStoreRequest: @unchecked Sendable {
    /// A request.
    public init() {}
}

/// What a store request returns.
open class NSPersistentStoreResult: @unchecked Sendable {
    /// A result.
    public init() {}
}

/// What a batch delete is asked to return.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Nothing, its success, or the IDs of the deleted objects (Apple's raw values).
    case resultTypeStatusOnly = 0, resultTypeObjectIDs, resultTypeCount
}

/// Deletes every object a fetch request matches, in the store; `execute` fails naming CoreData.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity searched, by name.
    public let entityName: String?
    /// What the result holds.
    open var resultType = NSBatchDeleteRequestResultType.resultTypeStatusOnly
    /// A delete of what `fetchRequest` matches.
    public init<T>(fetchRequest: NSFetchRequest<T>) {
        entityName = fetchRequest.entityName
        super.init()
    }
}

/// The outcome of a batch delete: never made here, since `execute` fails.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The status, count or deleted IDs.
    open var result: Any? { nil }
}

/// The key of the deleted objects' IDs in a change notification's dictionary.
public let NSDeletedObjectsKey = "deleted"
/// The key of the inserted objects' IDs.
public let NSInsertedObjectsKey = "inserted"
/// The key of the updated objects' IDs.
public let NSUpdatedObjectsKey = "updated"

extension NSManagedObjectContext {
    /// Throws the failure naming CoreData: there is no store to run `request` against.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        throw UnavailableFramework.record("CoreData", "NSManagedObjectContext.execute(\(type(of: request)))")
    }

    /// Does nothing: no context holds stored objects to merge changes into.
    public static func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
    ) {}
}
