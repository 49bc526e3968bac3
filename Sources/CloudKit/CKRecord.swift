import Foundation

/// The name of the current user's record zones' owner.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A value a record's field can hold.
public protocol CKRecordValue {}
extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int64: CKRecordValue {}
extension Double: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}

/// A CloudKit record: a type and fields by key. Records are made and read as on Apple platforms;
/// none can be fetched or saved on Linux.
open class CKRecord: NSObject, @unchecked Sendable {
    /// A record's type name.
    public typealias RecordType = String
    /// A field's key.
    public typealias FieldKey = String

    /// A record's identity: its name in a zone.
    public final class ID: NSObject, @unchecked Sendable {
        /// The record's name.
        public let recordName: String
        /// The zone holding it.
        public let zoneID: CKRecordZone.ID
        /// An identity in `zoneID` (the default zone unless given).
        public init(recordName: String, zoneID: CKRecordZone.ID = CKRecordZone.ID.default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }
        /// Two identities are equal when name and zone are.
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.recordName == recordName && $0.zoneID == zoneID } ?? false
        }
        /// Hashes name and zone, as `isEqual` compares them.
        public override var hash: Int { recordName.hashValue ^ zoneID.hash }
    }

    /// A field that points at another record.
    public final class Reference: NSObject, CKRecordValue, @unchecked Sendable {
        /// What the deletion of the target does to the record pointing at it.
        public enum Action: UInt, Sendable { case none = 0, deleteSelf }
        /// The record pointed at.
        public let recordID: CKRecord.ID
        /// The deletion action.
        public let action: Action
        /// A reference to `recordID`.
        public init(recordID: CKRecord.ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }
    }

    /// The record's type.
    public let recordType: RecordType
    /// The record's identity.
    public let recordID: ID
    /// When the record was first saved: never, here.
    public var creationDate: Date? { nil }
    /// When the record was last saved: never, here.
    public var modificationDate: Date? { nil }
    private var fields: [FieldKey: any CKRecordValue] = [:]

    /// A new record of `recordType` with a generated name.
    public init(recordType: RecordType) {
        self.recordType = recordType
        recordID = ID(recordName: UUID().uuidString)
    }

    /// A new record of `recordType` named by `recordID`.
    public init(recordType: RecordType, recordID: ID) {
        self.recordType = recordType
        self.recordID = recordID
    }

    /// A new record of `recordType` in `zoneID`.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(recordName: UUID().uuidString, zoneID: zoneID))
    }

    /// A field's value.
    public subscript(key: FieldKey) -> (any CKRecordValue)? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    /// The keys of the fields set.
    public func allKeys() -> [FieldKey] { fields.keys.sorted() }
}

/// A file stored with a record.
public final class CKAsset: NSObject, CKRecordValue, @unchecked Sendable {
    /// The file's local URL.
    public let fileURL: URL?
    /// An asset of the file at `fileURL`.
    public init(fileURL: URL) { self.fileURL = fileURL }
}

/// A zone of a database, holding records.
public final class CKRecordZone: NSObject, @unchecked Sendable {
    /// A zone's identity: its name and owner.
    public final class ID: NSObject, @unchecked Sendable {
        /// The default zone of the current user.
        public static let `default` = ID(zoneName: "_defaultZone", ownerName: CKCurrentUserDefaultName)
        /// The zone's name.
        public let zoneName: String
        /// The zone's owner.
        public let ownerName: String
        /// A zone named `zoneName` of `ownerName`.
        public init(zoneName: String, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }
        /// Two identities are equal when name and owner are.
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.zoneName == zoneName && $0.ownerName == ownerName } ?? false
        }
        /// Hashes name and owner, as `isEqual` compares them.
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    }

    /// The zone's identity.
    public let zoneID: ID
    /// A zone of `zoneID`.
    public init(zoneID: ID) { self.zoneID = zoneID }
    /// A zone named `zoneName` of the current user.
    public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }
}

/// Where a zone's changes were read up to; archived by apps between launches.
public final class CKServerChangeToken: NSObject, NSSecureCoding, @unchecked Sendable {
    /// Tokens archive with secure coding, as Apple's do.
    public static var supportsSecureCoding: Bool { true }
    /// Writes nothing: a token made here has no content.
    public func encode(with coder: NSCoder) {}
    /// Reads a token archived by `encode(with:)`.
    public init?(coder: NSCoder) {}
}
