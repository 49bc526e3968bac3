import Foundation

/// An app's CloudKit container. It is made as on Apple platforms; every call fails with
/// `CKError(.notAuthenticated)` naming the call, and is recorded (Docs/Compatibility.md).
public final class CKContainer: NSObject, @unchecked Sendable {
    /// The container's identifier ("iCloud.com.example.app").
    public let containerIdentifier: String?

    /// The container named `containerIdentifier`.
    public init(identifier containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
    private override init() { containerIdentifier = nil }

    /// The app's default container.
    public static func `default`() -> CKContainer { CKContainer() }

    /// The current user's private database.
    public var privateCloudDatabase: CKDatabase { CKDatabase(scope: .private) }
    /// The app's public database.
    public var publicCloudDatabase: CKDatabase { CKDatabase(scope: .public) }
    /// The database of records shared with the user.
    public var sharedCloudDatabase: CKDatabase { CKDatabase(scope: .shared) }
    /// The database of `scope`.
    public func database(with scope: CKDatabase.Scope) -> CKDatabase { CKDatabase(scope: scope) }

    /// Reports `.couldNotDetermine` with the failure, as a device without CloudKit would.
    public func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.couldNotDetermine, CKError.unavailable("CKContainer.accountStatus(completionHandler:)"))
    }

    /// Throws the failure.
    public func accountStatus() async throws -> CKAccountStatus {
        throw CKError.unavailable("CKContainer.accountStatus()")
    }
}

/// A CloudKit database: every fetch, save and delete fails with the failure naming it.
public final class CKDatabase: NSObject, @unchecked Sendable {
    /// Which of a container's databases this is.
    public enum Scope: Int, Sendable { case `public` = 1, `private`, shared }
    /// The database's scope.
    public let databaseScope: Scope
    init(scope: Scope) { databaseScope = scope }

    /// Runs `operation`: its completion blocks are called with the failure.
    public func add(_ operation: CKDatabaseOperation) {
        operation.fail(CKError.unavailable("CKDatabase.add(\(type(of: operation)))"))
    }

    /// Fails the fetch of a record.
    public func fetch(
        withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.unavailable("CKDatabase.fetch(withRecordID:completionHandler:)"))
    }
    /// Fails the fetch of a zone.
    public func fetch(
        withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping (CKRecordZone?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.unavailable("CKDatabase.fetch(withRecordZoneID:completionHandler:)"))
    }
    /// Fails the save of a record.
    public func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable("CKDatabase.save(_:completionHandler:) of a record"))
    }
    /// Fails the save of a zone.
    public func save(_ zone: CKRecordZone, completionHandler: @escaping (CKRecordZone?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable("CKDatabase.save(_:completionHandler:) of a zone"))
    }
    /// Fails the save of a subscription.
    public func save(
        _ subscription: CKSubscription, completionHandler: @escaping (CKSubscription?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.unavailable("CKDatabase.save(_:completionHandler:) of a subscription"))
    }
    /// Fails the deletion of a record.
    public func delete(
        withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.unavailable("CKDatabase.delete(withRecordID:completionHandler:)"))
    }
    /// Fails the deletion of a zone.
    public func delete(
        withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping (CKRecordZone.ID?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.unavailable("CKDatabase.delete(withRecordZoneID:completionHandler:)"))
    }
    /// Fails the deletion of a subscription.
    public func delete(
        withSubscriptionID subscriptionID: String, completionHandler: @escaping (String?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.unavailable("CKDatabase.delete(withSubscriptionID:completionHandler:)"))
    }
    /// Fails a query.
    public func perform(
        _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
        completionHandler: @escaping ([CKRecord]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.unavailable("CKDatabase.perform(_:inZoneWith:completionHandler:)"))
    }
    /// Throws the failure.
    public func record(for recordID: CKRecord.ID) async throws -> CKRecord {
        throw CKError.unavailable("CKDatabase.record(for:)")
    }
    /// Throws the failure.
    public func records(
        matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults
    ) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?)
    {
        throw CKError.unavailable("CKDatabase.records(matching:)")
    }
    /// Throws the failure.
    public func save(_ record: CKRecord) async throws -> CKRecord { throw CKError.unavailable("CKDatabase.save(_:)") }
    /// Throws the failure.
    public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID {
        throw CKError.unavailable("CKDatabase.deleteRecord(withID:)")
    }
}

/// A query for records of a type matching a predicate.
public final class CKQuery: NSObject, @unchecked Sendable {
    /// The records' type.
    public let recordType: CKRecord.RecordType
    /// The condition records meet.
    public let predicate: NSPredicate
    /// The order of the results.
    public var sortDescriptors: [NSSortDescriptor]?
    /// A query for records of `recordType` meeting `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

/// A subscription: the server's notice of changes. Saved nowhere here.
open class CKSubscription: NSObject, @unchecked Sendable {
    /// What the notice carries.
    public final class NotificationInfo: NSObject, @unchecked Sendable {
        /// Wakes the app in the background.
        public var shouldSendContentAvailable = false
        /// Lets a notification service extension change the notice.
        public var shouldSendMutableContent = false
        /// The alert's text.
        public var alertBody: String?
        /// The alert's title.
        public var title: String?
        /// The sound's name.
        public var soundName: String?
        /// The keys of the record's fields sent with the notice.
        public var desiredKeys: [CKRecord.FieldKey]?
        /// An empty notice.
        public override init() {}
    }
    /// The subscription's identifier.
    public let subscriptionID: String
    /// What the notice carries.
    public var notificationInfo: NotificationInfo?
    init(subscriptionID: String) { self.subscriptionID = subscriptionID }
}

/// A subscription to the records of a type matching a predicate.
public final class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// Which changes fire the subscription.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A record is created.
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        /// A record is updated.
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        /// A record is deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        /// Once, then the subscription is deleted.
        public static let firesOnce = Options(rawValue: 1 << 3)
    }
    /// The records' type.
    public let recordType: CKRecord.RecordType
    /// The condition records meet.
    public let predicate: NSPredicate
    /// Which changes fire it.
    public let querySubscriptionOptions: Options
    /// A subscription to records of `recordType` meeting `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: String, options: Options) {
        self.recordType = recordType
        self.predicate = predicate
        querySubscriptionOptions = options
        super.init(subscriptionID: subscriptionID)
    }
}
