import Foundation

/// A value kept in `UserDefaults` under a key: SwiftUI's `@AppStorage`
/// (https://developer.apple.com/documentation/swiftui/appstorage), "a property wrapper type that reflects a value
/// from UserDefaults". A widget reads what its app wrote, through the app group's defaults:
/// `@AppStorage("supercharged", store: UserDefaults(suiteName: "group.…")) var supercharged = false`
/// (Apple's Emoji Rangers sample). Reading gives the store's value for the key when it holds one, else the
/// default the declaration gives (which is not written); setting writes the store. `store` nil is
/// `UserDefaults.standard`, the default store Apple names when no `defaultAppStorage(_:)` is set.
@propertyWrapper public struct AppStorage<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    private init(
        _ key: String, store: UserDefaults?, read: @escaping (UserDefaults) -> Value?, default value: Value,
        write: @escaping (UserDefaults, Value) -> Void
    ) {
        let defaults = store ?? .standard
        self.read = { defaults.object(forKey: key) == nil ? value : read(defaults) ?? value }
        self.write = { write(defaults, $0) }
    }

    /// The stored value, or the default when the store holds none for the key.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding that reads and writes the store.
    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }
}

extension AppStorage {
    /// A `Bool` under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, store: store, read: { $0.bool(forKey: key) }, default: wrappedValue) { $0.set($1, forKey: key) }
    }
    /// An `Int` under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, store: store, read: { $0.integer(forKey: key) }, default: wrappedValue) {
            $0.set($1, forKey: key)
        }
    }
    /// A `Double` under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, store: store, read: { $0.double(forKey: key) }, default: wrappedValue) {
            $0.set($1, forKey: key)
        }
    }
    /// A `String` under `key`, `wrappedValue` when the store has none (or holds something else).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, store: store, read: { $0.string(forKey: key) }, default: wrappedValue) {
            $0.set($1, forKey: key)
        }
    }
    /// A `URL` under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, store: store, read: { $0.url(forKey: key) }, default: wrappedValue) { $0.set($1, forKey: key) }
    }
    /// `Data` under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, store: store, read: { $0.data(forKey: key) }, default: wrappedValue) { $0.set($1, forKey: key) }
    }
    /// An enumeration stored as its `Int` raw value; `wrappedValue` when the store has none or no case matches.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, store: store, read: { Value(rawValue: $0.integer(forKey: key)) }, default: wrappedValue) {
            $0.set($1.rawValue, forKey: key)
        }
    }
    /// An enumeration stored as its `String` raw value; `wrappedValue` when the store has none or no case matches.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key, store: store, read: { $0.string(forKey: key).flatMap(Value.init(rawValue:)) }, default: wrappedValue
        ) {
            $0.set($1.rawValue, forKey: key)
        }
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool` under `key`: nil when the store has none; setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, store: store, read: { $0.bool(forKey: key) }, default: nil) { $0.setOptional($1, key) }
    }
    /// An optional `Int` under `key`: nil when the store has none; setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, store: store, read: { $0.integer(forKey: key) }, default: nil) { $0.setOptional($1, key) }
    }
    /// An optional `Double` under `key`: nil when the store has none; setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, store: store, read: { $0.double(forKey: key) }, default: nil) { $0.setOptional($1, key) }
    }
    /// An optional `String` under `key`: nil when the store has none; setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, store: store, read: { $0.string(forKey: key) }, default: nil) { $0.setOptional($1, key) }
    }
    /// An optional `URL` under `key`: nil when the store has none; setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, store: store, read: { $0.url(forKey: key) }, default: nil) { defaults, url in
            if let url { defaults.set(url, forKey: key) } else { defaults.removeObject(forKey: key) }
        }
    }
    /// Optional `Data` under `key`: nil when the store has none; setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, store: store, read: { $0.data(forKey: key) }, default: nil) { $0.setOptional($1, key) }
    }
}

extension UserDefaults {
    fileprivate func setOptional<T>(_ value: T?, _ key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }
}
