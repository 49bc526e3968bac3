import Foundation

/// A string to show the user, written as a literal or a key; shown as written (a resource does not
/// look itself up in string tables; `Text` does for its own keys, Docs/Languages.md).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The text as written: the key, or the default value where one was given.
    public let key: String
    /// The string table named, if any (`nil`: `Localizable`).
    public let table: String?
    /// The bundle named; recorded, not searched.
    public let bundle: BundleDescription

    /// A resource from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A resource from an interpolated literal, its interpolations as plain text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// A resource from a string value.
    public init(_ key: String) {
        self.key = key
        table = nil
        bundle = .main
    }

    /// A resource from a localization value (Foundation's designated spelling), with its table and bundle.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        self.table = table
        self.bundle = bundle
    }

    /// A resource under `key` whose text is `defaultValue`.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = defaultValue.key
        self.table = table
        self.bundle = bundle
    }

    /// The text as written.
    public var description: String { key }

    /// Where a resource's strings live, in Foundation's spellings.
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle.
        case main
        /// The bundle at a file URL.
        case atURL(URL)
        /// The bundle of the named class (kept by name: Linux has no class bundles).
        case forClassNamed(String)

        /// The bundle that defines `type`.
        public static func forClass(_ type: AnyClass) -> BundleDescription { .forClassNamed(String(describing: type)) }
    }
}

extension String {
    /// Foundation's localization value: a key written as a literal, its interpolations as text.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The key as written.
        public let key: String

        /// A value from a literal.
        public init(stringLiteral value: String) { key = value }

        /// A value from an interpolated literal, its interpolations as plain text.
        public init(stringInterpolation: DefaultStringInterpolation) {
            key = String(stringInterpolation: stringInterpolation)
        }

        /// A value from a string known at run time.
        public init(_ value: String) { key = value }

        /// The key as written.
        public var description: String { key }
    }

    /// The text of a resource (as written: see `LocalizedStringResource`).
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }
}
