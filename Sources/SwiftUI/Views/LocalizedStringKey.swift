import Foundation
import Vignette

/// A text literal with its interpolations, as `Text("…")` takes it.
///
/// It is looked up in the app's string tables (Docs/Languages.md §3) by the key Xcode
/// extracts for it: the literal with each interpolation written as its format specifier
/// (`"\(count) minutes"` is `"%lld minutes"`). A translation is a format whose placeholders
/// take the interpolated values, in any order; without one the literal is shown as written.
///
/// Interpolations follow SwiftUI: strings as they are (`%@`), numbers through a printf
/// specifier in the render's locale (integers `%lld`: "1,234"; floating point `%lf`, six
/// decimals: "2.500000"), `specifier:` a printf format, `format:` a `FormatStyle`,
/// `formatter:` a `Formatter`, dates in a `Text.DateStyle`, and other `Text`s with their
/// styles (`%@`; Docs/SwiftUI.md §4).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    /// The literal's parts in order.
    let segments: [Segment]

    /// Literal text, or an interpolated value.
    enum Segment: Sendable {
        case literal(String)
        case value(Interpolated)
    }

    /// An interpolated value: the specifier the key writes for it, its value when a translation
    /// may format or count it, and the nodes it shows in a locale with a specifier (the
    /// translation's own, e.g. `%.1f`, or the key's).
    struct Interpolated: Sendable {
        let specifier: String
        let argument: LocalizedArgument?
        let nodes: @Sendable (Locale, String) -> [Node]
    }

    /// A key without interpolations.
    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// A key from a string value.
    public init(_ value: String) {
        segments = [.literal(value)]
    }

    /// Whether anything was interpolated: only then is a translation read as a format.
    private var hasValues: Bool {
        segments.contains { if case .value = $0 { true } else { false } }
    }

    /// The key in a string table: the literal as written, or with interpolations, each one's
    /// specifier and every `%` of the literal doubled (`"%lld%% done"`).
    package var key: String {
        guard hasValues else { return segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined() }
        return segments.map { segment in
            switch segment {
            case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
            case .value(let value): value.specifier
            }
        }.joined()
    }

    /// The text in `locale`: `table`'s translation with the values put in, or the literal with
    /// its values when there is none. One `words` node when every piece is plain text, joined
    /// words otherwise.
    func node(in locale: Locale, table: StringTable?) -> Node {
        let values = segments.compactMap { if case .value(let value) = $0 { value } else { nil } }
        var pieces: [Node]
        if let table, !hasValues, let translation = table.entry(key, locale: locale)?.forms[.other] {
            pieces = [.words(translation)]
        } else if let table, hasValues, table.entry(key, locale: locale) != nil {
            pieces = table.format(key, locale: locale, arguments: values.map(\.argument)).parts.flatMap {
                part -> [Node] in
                switch part {
                case .text(let text): [.words(text)]
                case .argument(let index, let specifier):
                    index < values.count ? values[index].nodes(locale, specifier) : []
                }
            }
        } else {
            pieces = segments.flatMap { segment -> [Node] in
                switch segment {
                case .literal(let text): [.words(text)]
                case .value(let value): value.nodes(locale, value.specifier)
                }
            }
        }
        var merged: [Node] = []
        for piece in pieces {
            if case .words(let next) = piece, case .words(let previous)? = merged.last {
                merged[merged.count - 1] = .words(previous + next)
            } else if piece != .words("") {
                merged.append(piece)
            }
        }
        if merged.isEmpty { return .words("") }
        // A symbol alone is still text (set inline), so it stays joined words.
        return merged.count == 1 && !merged[0].isInlineSymbol ? merged[0] : .joinedWords(merged)
    }

    /// The interpolations `Text("…")` accepts.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []

        /// A value shown as `node` whatever the locale, written `%@` in the key.
        private mutating func append(_ node: Node, argument: LocalizedArgument? = nil) {
            segments.append(.value(Interpolated(specifier: "%@", argument: argument) { _, _ in [node] }))
        }

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// A literal run; the empty runs around interpolations add nothing.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.literal(literal)) }
        }

        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { append(.words(string), argument: .string(string)) }

        /// A number in SwiftUI's default format for its type.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: T._defaultSpecifier)
        }

        /// A number in a printf format in the render's locale, e.g. `specifier: "%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            let argument = value._formatArgument.localized
            segments.append(
                .value(
                    Interpolated(specifier: specifier, argument: argument) { locale, specifier in
                        [.words(argument.formatted(specifier, locale: locale))]
                    }))
        }

        /// A value in a `FormatStyle`, e.g. `format: .number.precision(.fractionLength(1))`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            let text = format.format(input)
            append(.words(text), argument: .string(text))
        }

        /// A value through a `Formatter`; an empty string when it cannot format it.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter
        ) {
            let text = formatter.string(for: subject) ?? ""
            append(.words(text), argument: .string(text))
        }

        /// An object through a `Formatter` (`NSNumber`, `NSDate`…); an empty string when it cannot format it.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            let text = formatter.string(for: subject) ?? ""
            append(.words(text), argument: .string(text))
        }

        /// A date through a `DateFormatter` (or any `Formatter`). Apple's `Date` is
        /// `ReferenceConvertible`; Foundation on Linux does not declare it, so dates get their own overload.
        public mutating func appendInterpolation(_ subject: Date, formatter: Formatter) {
            let text = formatter.string(for: subject) ?? ""
            append(.words(text), argument: .string(text))
        }

        /// A date against the render clock.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.dateWords(date, style.core))
        }

        /// Another text, keeping its styles.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(
                .value(
                    Interpolated(specifier: "%@", argument: nil) { locale, _ in
                        text.node(in: locale).joinedPiecesForInterpolation
                    }))
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

    /// The same value as a localized format argument.
    var localized: LocalizedArgument {
        switch self {
        case .signed(let value): .integer(value)
        case .unsigned(let value): .unsigned(value)
        case .floating(let value): .floating(value)
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
