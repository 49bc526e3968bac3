import Foundation

/// A CloudKit operation. Added to a database, it fails: its completion blocks receive the failure.
open class CKOperation: Operation, @unchecked Sendable {
    /// The operation's configuration (accepted; no effect).
    public var qualityOfServiceHint: QualityOfService = .utility
}

/// An operation run against a database.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    /// The database it runs against.
    public var database: CKDatabase?
    /// Calls each completion block with `error`.
    func fail(_ error: CKError) {}
}

/// Reads the changes of record zones since a token.
public final class CKFetchRecordZoneChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where each zone's changes start, and which fields come back.
    public final class ZoneConfiguration: NSObject, @unchecked Sendable {
        /// The token of the last read, nil for everything.
        public var previousServerChangeToken: CKServerChangeToken?
        /// The most records in one batch.
        public var resultsLimit: Int?
        /// The fields fetched; nil for all.
        public var desiredKeys: [CKRecord.FieldKey]?
        /// A configuration.
        public init(
            previousServerChangeToken: CKServerChangeToken? = nil, resultsLimit: Int? = nil,
            desiredKeys: [CKRecord.FieldKey]? = nil
        ) {
            self.previousServerChangeToken = previousServerChangeToken
            self.resultsLimit = resultsLimit
            self.desiredKeys = desiredKeys
        }
    }

    /// The zones read.
    public var recordZoneIDs: [CKRecordZone.ID]?
    /// Each zone's configuration.
    public var configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]?
    /// Reads all changes, not only the latest batch.
    public var fetchAllChanges = true
    /// Called for each changed record.
    public var recordWasChangedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called for each deleted record.
    public var recordWithIDWasDeletedBlock: ((CKRecord.ID, CKRecord.RecordType) -> Void)?
    /// Called when a zone's token moves on.
    public var recordZoneChangeTokensUpdatedBlock: ((CKRecordZone.ID, CKServerChangeToken?, Data?) -> Void)?
    /// Called when a zone is read: here with the failure.
    public var recordZoneFetchResultBlock:
        (
            (
                CKRecordZone.ID,
                Result<
                    (
                        serverChangeToken: CKServerChangeToken, clientChangeTokenData: Data?,
                        moreComing: Bool
                    ), any Error
                >
            ) -> Void
        )?
    /// Called last: here with the failure.
    public var fetchRecordZoneChangesResultBlock: ((Result<Void, any Error>) -> Void)?

    /// An operation with no zones yet.
    public override init() {}
    /// An operation over `recordZoneIDs`.
    public init(
        recordZoneIDs: [CKRecordZone.ID], configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]? = nil
    ) {
        self.recordZoneIDs = recordZoneIDs
        self.configurationsByRecordZoneID = configurationsByRecordZoneID
    }

    override func fail(_ error: CKError) {
        for zone in recordZoneIDs ?? [] { recordZoneFetchResultBlock?(zone, .failure(error)) }
        fetchRecordZoneChangesResultBlock?(.failure(error))
    }
}

/// Reads records by identity.
public final class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The records read.
    public var recordIDs: [CKRecord.ID]?
    /// The fields fetched; nil for all.
    public var desiredKeys: [CKRecord.FieldKey]?
    /// Called for each record: here with the failure.
    public var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called last: here with the failure.
    public var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// An operation reading `recordIDs`.
    public init(recordIDs: [CKRecord.ID]) { self.recordIDs = recordIDs }

    override func fail(_ error: CKError) {
        for id in recordIDs ?? [] { perRecordResultBlock?(id, .failure(error)) }
        fetchRecordsResultBlock?(.failure(error))
    }
}

/// Runs a query, batch by batch.
public final class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where the next batch of a query starts.
    public final class Cursor: NSObject, @unchecked Sendable {}
    /// As many results as the server gives in a batch.
    public static let maximumResults = 0
    /// The query, for a first batch.
    public var query: CKQuery?
    /// The cursor, for a later batch.
    public var cursor: Cursor?
    /// The zone searched.
    public var zoneID: CKRecordZone.ID?
    /// The fields fetched; nil for all.
    public var desiredKeys: [CKRecord.FieldKey]?
    /// The most records in the batch.
    public var resultsLimit = CKQueryOperation.maximumResults
    /// Called for each record found.
    public var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called last: here with the failure.
    public var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    /// An operation running `query`.
    public init(query: CKQuery) { self.query = query }
    /// An operation reading the batch after `cursor`.
    public init(cursor: Cursor) { self.cursor = cursor }

    override func fail(_ error: CKError) { queryResultBlock?(.failure(error)) }
}

/// Saves and deletes records.
public final class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Which fields a save writes over the server's record.
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }
    /// The records saved.
    public var recordsToSave: [CKRecord]?
    /// The records deleted.
    public var recordIDsToDelete: [CKRecord.ID]?
    /// The save policy.
    public var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    /// All or nothing.
    public var isAtomic = true
    /// Called for each record saved: here with the failure.
    public var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called for each record deleted: here with the failure.
    public var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    /// Called last: here with the failure.
    public var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// An operation saving and deleting the records given.
    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    override func fail(_ error: CKError) {
        for record in recordsToSave ?? [] { perRecordSaveBlock?(record.recordID, .failure(error)) }
        for id in recordIDsToDelete ?? [] { perRecordDeleteBlock?(id, .failure(error)) }
        modifyRecordsResultBlock?(.failure(error))
    }
}
