import Foundation
import Vignette

/// A text literal with its interpolations, as `Text("…")` takes it.
///
/// Interpolations follow SwiftUI: strings as they are, numbers through a printf
/// specifier in the render's locale (integers `%lld`: "1,234"; floating point `%lf`,
/// six decimals: "2.500000"), `specifier:` a printf format, `format:` a `FormatStyle`,
/// `formatter:` a `Formatter`, dates in a `Text.DateStyle`, and other `Text`s with their
/// styles (Docs/SwiftUI.md §4).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    /// The pieces in order, each made in the render's locale.
    let pieces: [@Sendable (Locale) -> [Node]]

    /// A key without interpolations.
    public init(stringLiteral value: String) {
        pieces = [{ _ in [.words(value)] }]
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    /// A key from a string value.
    public init(_ value: String) {
        pieces = [{ _ in [.words(value)] }]
    }

    /// One `words` node when every piece is plain text, joined words otherwise.
    func node(in locale: Locale) -> Node {
        var merged: [Node] = []
        for piece in pieces.flatMap({ $0(locale) }) {
            if case .words(let next) = piece, case .words(let previous)? = merged.last {
                merged[merged.count - 1] = .words(previous + next)
            } else {
                merged.append(piece)
            }
        }
        if merged.isEmpty { return .words("") }
        return merged.count == 1 ? merged[0] : .joinedWords(merged)
    }

    /// The interpolations `Text("…")` accepts.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var pieces: [@Sendable (Locale) -> [Node]] = []

        private mutating func append(_ node: Node) { pieces.append { _ in [node] } }

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// A literal run; the empty runs around interpolations add nothing.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { append(.words(literal)) }
        }

        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { append(.words(string)) }

        /// A number in SwiftUI's default format for its type.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: T._defaultSpecifier)
        }

        /// A number in a printf format in the render's locale, e.g. `specifier: "%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            let argument = value._formatArgument
            pieces.append { locale in [.words(argument.formatted(specifier, locale: locale))] }
        }

        /// A value in a `FormatStyle`, e.g. `format: .number.precision(.fractionLength(1))`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            append(.words(format.format(input)))
        }

        /// A value through a `Formatter`; an empty string when it cannot format it.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            append(.words(formatter.string(for: subject) ?? ""))
        }

        /// A date through a `DateFormatter` (or any `Formatter`). Apple's `Date` is
        /// `ReferenceConvertible`; Foundation on Linux does not declare it, so dates get their own overload.
        public mutating func appendInterpolation(_ subject: Date, formatter: Formatter) {
            append(.words(formatter.string(for: subject) ?? ""))
        }

        /// A date against the render clock.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.dateWords(date, style.core))
        }

        /// Another text, keeping its styles.
        public mutating func appendInterpolation(_ text: Text) {
            pieces.append { text.node(in: $0).joinedPiecesForInterpolation }
        }
    }
}

/// Numbers `Text` interpolation formats with a printf specifier.
public protocol _FormatSpecifiable {
    /// The specifier SwiftUI uses without `specifier:`.
    static var _defaultSpecifier: String { get }
    /// The value as a printf argument.
    var _formatArgument: _FormatArgument { get }
}

/// A number as printf takes it.
public enum _FormatArgument: Sendable {
    /// A signed integer (`%lld`, `%d`…).
    case signed(Int64)
    /// An unsigned integer (`%llu`…).
    case unsigned(UInt64)
    /// A floating-point number (`%lf`, `%.1f`…).
    case floating(Double)

    /// The number through `specifier` in `locale`, with its grouping and decimal separators.
    func formatted(_ specifier: String, locale: Locale) -> String {
        switch self {
        case .signed(let value): String(format: specifier, locale: locale, value)
        case .unsigned(let value): String(format: specifier, locale: locale, value)
        case .floating(let value): String(format: specifier, locale: locale, value)
        }
    }
}

extension Int: _FormatSpecifiable {
    /// `%lld`.
    public static var _defaultSpecifier: String { "%lld" }
    /// As a 64-bit integer.
    public var _formatArgument: _FormatArgument { .signed(Int64(self)) }
}

extension Int64: _FormatSpecifiable {
    /// `%lld`.
    public static var _defaultSpecifier: String { "%lld" }
    /// As itself.
    public var _formatArgument: _FormatArgument { .signed(self) }
}

extension Int32: _FormatSpecifiable {
    /// `%d`.
    public static var _defaultSpecifier: String { "%d" }
    /// As a 64-bit integer.
    public var _formatArgument: _FormatArgument { .signed(Int64(self)) }
}

extension UInt: _FormatSpecifiable {
    /// `%llu`.
    public static var _defaultSpecifier: String { "%llu" }
    /// As a 64-bit unsigned integer.
    public var _formatArgument: _FormatArgument { .unsigned(UInt64(self)) }
}

extension Double: _FormatSpecifiable {
    /// `%lf`: six decimals.
    public static var _defaultSpecifier: String { "%lf" }
    /// As itself.
    public var _formatArgument: _FormatArgument { .floating(self) }
}

extension Float: _FormatSpecifiable {
    /// `%f`: six decimals.
    public static var _defaultSpecifier: String { "%f" }
    /// As a `Double`.
    public var _formatArgument: _FormatArgument { .floating(Double(self)) }
}

extension CGFloat: _FormatSpecifiable {
    /// `%lf`: six decimals.
    public static var _defaultSpecifier: String { "%lf" }
    /// As a `Double`.
    public var _formatArgument: _FormatArgument { .floating(Double(self)) }
}

extension Node {
    /// A text's pieces when interpolated into another: joined words open up.
    var joinedPiecesForInterpolation: [Node] {
        if case .joinedWords(let pieces) = self { return pieces }
        return [self]
    }
}
