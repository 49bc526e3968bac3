import Foundation

// The async database calls and per-call configuration CloudKit added in iOS 15
// (developer.apple.com/documentation/cloudkit/ckdatabase): each call throws the failure naming it;
// `configuredWith` runs its body against the database, whose calls then fail the same way.

extension CKOperation {
    /// The settings of an operation or a `configuredWith` body: timeouts, quality of service, cellular use.
    public final class Configuration: NSObject, @unchecked Sendable {
        /// The container the operations use.
        public var container: CKContainer?
        /// Seconds to wait for each request.
        public var timeoutIntervalForRequest: TimeInterval = 60
        /// Seconds to wait for the whole operation.
        public var timeoutIntervalForResource: TimeInterval = 7 * 24 * 3600
        /// The operations' priority.
        public var qualityOfService: QualityOfService = .default
        /// Whether the operations may use cellular data.
        public var allowsCellularAccess = true
        /// Whether the operations outlive the app.
        public var isLongLived = false
        /// A configuration with Apple's defaults.
        public override init() {}
    }
}

extension CKContainer {
    /// Throws the failure: no iCloud user on Linux.
    public func userRecordID() async throws -> CKRecord.ID {
        throw CKError.unavailable("CKContainer.userRecordID()")
    }
}

extension CKSubscription {
    /// A subscription's identifier.
    public typealias ID = String
}

extension CKQuerySubscription {
    /// A subscription with a new UUID identifier, as Apple's initialiser without one makes.
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options: Options = []) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: options)
    }
}

// NSObject is a C variadic argument on Apple platforms (for NSPredicate(format: "%@", recordID)).
extension CKRecord.ID: CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic call.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

extension CKDatabase {
    /// Runs `body` with this database (operations started in it would use `configuration`).
    public func configuredWith<R>(
        configuration: CKOperation.Configuration? = nil, group: CKOperationGroup? = nil,
        body: (CKDatabase) async throws -> R
    ) async rethrows -> R {
        try await body(self)
    }

    /// Throws the failure.
    public func save(_ subscription: CKSubscription) async throws -> CKSubscription {
        throw CKError.unavailable("CKDatabase.save(_: CKSubscription)")
    }

    /// Throws the failure.
    public func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID {
        throw CKError.unavailable("CKDatabase.deleteSubscription(withID:)")
    }

    /// Throws the failure.
    public func allSubscriptions() async throws -> [CKSubscription] {
        throw CKError.unavailable("CKDatabase.allSubscriptions()")
    }

    /// Throws the failure.
    public func modifySubscriptions(
        saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID]
    )
        async throws -> (
            saveResults: [CKSubscription.ID: Result<CKSubscription, any Error>],
            deleteResults: [CKSubscription.ID: Result<Void, any Error>]
        )
    {
        throw CKError.unavailable("CKDatabase.modifySubscriptions(saving:deleting:)")
    }

    /// Throws the failure.
    public func modifyRecords(
        saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
        savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true
    ) async throws -> (
        saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]
    ) {
        throw CKError.unavailable("CKDatabase.modifyRecords(saving:deleting:savePolicy:atomically:)")
    }
}

/// Operations grouped for reporting (accepted; no effect).
public final class CKOperationGroup: NSObject, @unchecked Sendable {
    /// The group's name.
    public var name: String?
    /// A group.
    public override init() {}
}

extension CKSubscription.NotificationInfo {
    /// A notice with the given fields (Apple's Swift initialiser; every argument has a default).
    public convenience init(
        alertBody: String? = nil, title: String? = nil, soundName: String? = nil,
        desiredKeys: [CKRecord.FieldKey]? = nil, shouldSendContentAvailable: Bool = false,
        shouldSendMutableContent: Bool = false
    ) {
        self.init()
        self.alertBody = alertBody
        self.title = title
        self.soundName = soundName
        self.desiredKeys = desiredKeys
        self.shouldSendContentAvailable = shouldSendContentAvailable
        self.shouldSendMutableContent = shouldSendMutableContent
    }
}
