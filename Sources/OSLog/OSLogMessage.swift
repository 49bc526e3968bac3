import Foundation

/// How a value in a log message is shown: Apple redacts dynamic strings and objects unless marked
/// `.public`, shows numbers and Booleans unless marked `.private` (Docs/SwiftUI/OSLog.md).
public struct OSLogPrivacy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case auto, isPublic, isPrivate, sensitive }
    let kind: Kind

    /// Strings and objects redacted, scalars shown (the default).
    public static let auto = OSLogPrivacy(kind: .auto)
    /// Always shown.
    public static let `public` = OSLogPrivacy(kind: .isPublic)
    /// Always redacted as `<private>`.
    public static let `private` = OSLogPrivacy(kind: .isPrivate)
    /// Always redacted, even where private data is shown.
    public static let sensitive = OSLogPrivacy(kind: .sensitive)
    /// Redacted; the mask (a hash on Apple's systems) is accepted and shown as `<private>` here.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Redacted; the mask is accepted.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    /// Chosen by type, as `.auto`; the mask is accepted.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    /// A redaction mask.
    public struct Mask: Hashable, Sendable {
        /// A hash of the value.
        public static let hash = Mask()
        /// No mask.
        public static let none = Mask()
    }

    /// Whether the value is shown: `.public` always, `.auto` only for scalars.
    func shows(scalar: Bool) -> Bool {
        switch kind {
        case .isPublic: true
        case .auto: scalar
        case .isPrivate, .sensitive: false
        }
    }
}

/// Formatting options of an interpolated number (accepted; numbers print in decimal).
public struct OSLogIntegerFormatting: Sendable {
    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(hex: false)
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(hex: true)
    /// Decimal, with options accepted.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        .decimal
    }
    /// Hexadecimal, with options accepted.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: Int = 0
    ) -> OSLogIntegerFormatting { .hex }
    let hex: Bool
}

/// Alignment of an interpolated value (accepted and ignored).
public struct OSLogStringAlignment: Sendable {
    /// No padding.
    public static let none = OSLogStringAlignment()
    /// Right-aligned in `columns`.
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
    /// Left-aligned in `columns`.
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
}

/// Formatting of an interpolated floating-point number (accepted; printed as Swift prints it).
public struct OSLogFloatFormatting: Sendable {
    /// Fixed notation.
    public static let fixed = OSLogFloatFormatting()
    /// Fixed notation with a precision.
    public static func fixed(
        precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .fixed }
}

/// A log message: literal text with values interpolated under their privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The text as it is written to standard error.
    public let text: String

    /// A message of literal text.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message built by interpolation.
    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// Builds an `OSLogMessage`: each value shown or redacted by its privacy.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Room for the literal text.
    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// Literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    private mutating func append(_ shown: @autoclosure () -> String, scalar: Bool, privacy: OSLogPrivacy) {
        text += privacy.shows(scalar: scalar) ? shown() : "<private>"
    }

    /// A string (redacted unless `.public`).
    public mutating func appendInterpolation(
        _ value: @autoclosure () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(value(), scalar: false, privacy: privacy)
    }

    /// A value described as text (redacted unless `.public`).
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure () -> T,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        // Overload ranking may pick this for an integer; a number is a scalar whichever overload runs.
        let shown = value()
        let scalar = shown is any BinaryInteger || shown is any FloatingPoint || shown is Bool
        append(shown.description, scalar: scalar, privacy: privacy)
    }

    /// An integer (shown unless `.private`).
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure () -> T,
        format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        let number = value()
        append(format.hex ? String(number, radix: 16) : "\(number)", scalar: true, privacy: privacy)
    }

    /// A floating-point number (shown unless `.private`).
    public mutating func appendInterpolation(
        _ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append("\(value())", scalar: true, privacy: privacy)
    }

    /// A Boolean (shown unless `.private`).
    public mutating func appendInterpolation(
        _ value: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
        privacy: OSLogPrivacy = .auto
    ) {
        append(value() ? "true" : "false", scalar: true, privacy: privacy)
    }

    /// An error or other object (redacted unless `.public`).
    public mutating func appendInterpolation(_ value: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto) {
        append("\(value())", scalar: false, privacy: privacy)
    }

    /// A metatype, shown as its name (redacted unless `.public`).
    public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type, privacy: OSLogPrivacy = .auto) {
        append("\(value())", scalar: false, privacy: privacy)
    }
}

/// How a Boolean is printed (accepted; printed as true/false).
public enum OSLogBoolFormat: Sendable {
    /// true/false.
    case truth
    /// YES/NO.
    case answer
}
