import Foundation

/// A string to show the user, written as a literal; shown as written (no string tables yet).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The text as written.
    public let key: String

    /// A resource from a literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A resource from an interpolated literal, its interpolations as plain text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    /// A resource from a string value.
    public init(_ key: String) {
        self.key = key
    }

    /// The text as written.
    public var description: String { key }
}
