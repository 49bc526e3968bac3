import Foundation

/// iCloud's key-value store (Foundation's `NSUbiquitousKeyValueStore`). Linux has no iCloud: values set
/// in this process are kept in memory, nothing comes from iCloud, and `synchronize()` returns false —
/// what the store returns for an app without iCloud's entitlement. Reads and `synchronize()` are recorded
/// as uses of iCloud key-value storage (Docs/Compatibility.md).
public final class NSUbiquitousKeyValueStore: @unchecked Sendable {
    /// Posted when iCloud changes a value: never, on Linux.
    public static let didChangeExternallyNotification = Notification.Name(
        "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    /// The app's store.
    public static let `default` = NSUbiquitousKeyValueStore()

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// A store.
    public init() {}

    private func read(_ call: String, _ key: String) -> Any? {
        UnavailableFramework.record("iCloud key-value storage", "NSUbiquitousKeyValueStore.\(call)")
        return lock.withLock { values[key] }
    }

    /// Keeps nothing in iCloud: returns false.
    @discardableResult
    public func synchronize() -> Bool {
        UnavailableFramework.record("iCloud key-value storage", "NSUbiquitousKeyValueStore.synchronize()")
        return false
    }

    /// The value of `key` set in this process, or nil.
    public func object(forKey key: String) -> Any? { read("object(forKey:)", key) }
    /// The string of `key`, or nil.
    public func string(forKey key: String) -> String? { read("string(forKey:)", key) as? String }
    /// The Boolean of `key`, or false.
    public func bool(forKey key: String) -> Bool { read("bool(forKey:)", key) as? Bool ?? false }
    /// The number of `key`, or 0.
    public func double(forKey key: String) -> Double { read("double(forKey:)", key) as? Double ?? 0 }
    /// The integer of `key`, or 0.
    public func longLong(forKey key: String) -> Int64 { read("longLong(forKey:)", key) as? Int64 ?? 0 }
    /// The data of `key`, or nil.
    public func data(forKey key: String) -> Data? { read("data(forKey:)", key) as? Data }
    /// The array of `key`, or nil.
    public func array(forKey key: String) -> [Any]? { read("array(forKey:)", key) as? [Any] }
    /// The dictionary of `key`, or nil.
    public func dictionary(forKey key: String) -> [String: Any]? { read("dictionary(forKey:)", key) as? [String: Any] }
    /// Every value set in this process.
    public var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

    /// Keeps `value` for `key` in this process (nil removes it).
    public func set(_ value: Any?, forKey key: String) { lock.withLock { values[key] = value } }
    /// Keeps `value` for `key` in this process.
    public func set(_ value: Bool, forKey key: String) { set(value as Any?, forKey: key) }
    /// Keeps `value` for `key` in this process.
    public func set(_ value: Double, forKey key: String) { set(value as Any?, forKey: key) }
    /// Keeps `value` for `key` in this process.
    public func set(_ value: Int64, forKey key: String) { set(value as Any?, forKey: key) }
    /// Removes the value of `key`.
    public func removeObject(forKey key: String) { set(nil, forKey: key) }
}

/// The `userInfo` key of why the store changed.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `userInfo` key of the keys that changed.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A value changed in iCloud.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The first download from iCloud.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The app's space in iCloud is full.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The iCloud account changed.
public let NSUbiquitousKeyValueStoreAccountChange = 3

extension UserDefaults {
    /// The value of `key` (key-value coding, which Foundation on Linux lacks): `object(forKey:)`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
    /// Sets `key` (key-value coding, which Foundation on Linux lacks): `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
