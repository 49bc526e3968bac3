import Foundation
import VignetteFoundation

/// A data store that applies settings to the current user or device
/// (https://developer.apple.com/documentation/managedsettings/managedsettingsstore).
///
/// Apple's store "will only report back settings that you've set in it" (a Frameworks Engineer,
/// https://developer.apple.com/forums/thread/725796): a setting nobody set reads `nil`. On Linux nothing is
/// shielded — there is no Screen Time to apply the settings — so what an app sets is kept in memory, per store
/// name, for the process, and each change is recorded ("ManagedSettings (ManagedSettingsStore.shield)"), so a
/// render says a widget's provider reached for it.
public final class ManagedSettingsStore: @unchecked Sendable {
    /// A store's name (https://developer.apple.com/documentation/managedsettings/managedsettingsstore/name).
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's text.
        public let rawValue: String
        /// The store named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The store named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The store an app gets from `ManagedSettingsStore()`.
        public static let `default` = Name("default")
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var shields: [Name: ShieldSettings] = [:]

    /// The store's name.
    public let name: Name

    /// The default store.
    public convenience init() { self.init(named: .default) }

    /// The store named `name`: stores of one name share their settings.
    public init(named name: Name) { self.name = name }

    /// The settings that cover apps and websites with a shield.
    public var shield: ShieldSettings {
        get { Self.lock.withLock { Self.shields[name] ?? ShieldSettings() } }
        set {
            UnavailableFramework.record("ManagedSettings", "ManagedSettingsStore.shield")
            Self.lock.withLock { Self.shields[name] = newValue }
        }
    }

    /// Removes every setting of this store.
    public func clearAllSettings() {
        UnavailableFramework.record("ManagedSettings", "ManagedSettingsStore.clearAllSettings()")
        Self.lock.withLock { Self.shields[name] = nil }
    }
}

/// Constraints that indicate what apps and websites to cover with a shielding view
/// (https://developer.apple.com/documentation/managedsettings/shieldsettings). Each is `nil` until set.
public struct ShieldSettings: Sendable {
    /// Applications for the system to cover with a shielding view.
    public var applications: Set<ApplicationToken>?
    /// Categories of apps for the system to cover with a shielding view.
    public var applicationCategories: ActivityCategoryPolicy<Application>?
    /// Websites for the system to cover with a shielding view.
    public var webDomains: Set<WebDomainToken>?
    /// Categories of websites for the system to cover with a shielding view.
    public var webDomainCategories: ActivityCategoryPolicy<WebDomain>?

    /// Settings with nothing set.
    public init() {}

    /// Which categories a setting covers
    /// (https://developer.apple.com/documentation/managedsettings/shieldsettings/activitycategorypolicy).
    public enum ActivityCategoryPolicy<Category>: Hashable, Sendable {
        /// Every category, except the given apps or websites.
        case all(except: Set<Token<Category>> = [])
        /// No category.
        case none
        /// The given categories, except the given apps or websites.
        case specific(Set<ActivityCategoryToken>, except: Set<Token<Category>> = [])
    }
}
