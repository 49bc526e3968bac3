import Foundation

/// A localized format string split into literal text and placeholders, as `String(format:)`
/// reads it (Docs/Languages.md §3): `%@` an object (a string), `%d` `%i` `%ld` `%lld` integers,
/// `%u` `%lu` `%llu` unsigned, `%f` `%lf` `%.1f` `%e` `%g` floating point, `%%` a percent sign;
/// `%1$@` names its argument by position, others take the next one in turn.
public struct LocalizedFormat: Hashable, Sendable {
    /// One part of the format.
    public enum Part: Hashable, Sendable {
        /// Text shown as it is (`%%` already turned into `%`).
        case text(String)
        /// The argument at `index` (from 0), written with `specifier` (`%lld`, `%.1f`, `%@`),
        /// the position already taken out.
        case argument(index: Int, specifier: String)
    }

    /// The parts in order.
    public let parts: [Part]

    /// Splits `format`; an unknown conversion (`%q`) or a lone `%` at the end is text.
    public init(_ format: String) {
        var parts: [Part] = []
        var text = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                text += "%"
                rest = rest.dropFirst()
                continue
            }
            guard let (index, specifier, after) = Self.placeholder(in: rest) else {
                text += "%"
                continue
            }
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
            parts.append(.argument(index: index ?? next, specifier: specifier))
            next = (index ?? next) + 1
            rest = after
        }
        text += rest
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The arguments the format uses, by index, with the specifier each is written with.
    public var arguments: [Int: String] {
        var found: [Int: String] = [:]
        for case .argument(let index, let specifier) in parts where found[index] == nil { found[index] = specifier }
        return found
    }

    /// A placeholder after a `%`: its position (`1$` is 0), its specifier with the position
    /// removed, and what follows; nil when no conversion character ends it.
    private static func placeholder(in text: Substring) -> (Int?, String, Substring)? {
        var rest = text
        var position: Int?
        let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
        if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let number = Int(digits), number > 0 {
            position = number - 1
            rest = rest.dropFirst(digits.count + 1)
        }
        // Flags, width and precision, then length modifiers, then the conversion.
        let modifiers = rest.prefix { "-+ #0123456789.'hlqLzjt".contains($0) }
        rest = rest.dropFirst(modifiers.count)
        // A width or precision of four digits or more is no placeholder but text: it would ask
        // for megabytes of padding.
        guard !modifiers.split(whereSeparator: { !$0.isNumber }).contains(where: { $0.count > 3 }) else { return nil }
        guard let conversion = rest.first, "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) else { return nil }
        return (position, "%" + modifiers + String(conversion), rest.dropFirst())
    }
}

/// A value given to a localized format: what `Text("\(count) minutes")` interpolates.
public enum LocalizedArgument: Hashable, Sendable {
    /// A string, for `%@`.
    case string(String)
    /// A signed integer, for `%lld` and `%d`.
    case integer(Int64)
    /// An unsigned integer, for `%llu` and `%u`.
    case unsigned(UInt64)
    /// A floating-point number, for `%f`, `%g` and `%e`.
    case floating(Double)

    /// The value written with `specifier` in `locale`: numbers with the locale's separators
    /// (Foundation's `String(format:locale:)`); a string as it is, whatever the specifier.
    public func formatted(_ specifier: String, locale: Locale) -> String {
        let conversion = specifier.last ?? "@"
        // A number under a string, character or pointer conversion (`%s`, `%c`, `%p`: a
        // translator's slip) is written as `%@` writes it: C would read the number as an address.
        let numeric = "dDiuUxXoOfFeEgGaA".contains(conversion)
        switch self {
        case .string(let text): return text
        case .integer(let value) where !numeric: return String(format: "%lld", locale: locale, value)
        case .unsigned(let value) where !numeric: return String(format: "%llu", locale: locale, value)
        case .floating(let value) where !numeric: return String(format: "%g", locale: locale, value)
        case .integer(let value) where "fFeEgGaA".contains(conversion):
            return String(format: specifier, locale: locale, Double(value))
        case .unsigned(let value) where "fFeEgGaA".contains(conversion):
            return String(format: specifier, locale: locale, Double(value))
        case .floating(let value) where !"fFeEgGaA".contains(conversion):
            // An integer conversion of a value no integer holds (infinity, NaN, 1e300) is written as %g does.
            guard value.isFinite, abs(value) < 9.2e18 else { return String(format: "%g", locale: locale, value) }
            return String(format: "%lld", locale: locale, Int64(value))
        case .integer(let value): return String(format: Self.wide(specifier), locale: locale, value)
        case .unsigned(let value): return String(format: Self.wide(specifier), locale: locale, value)
        case .floating(let value): return String(format: specifier, locale: locale, value)
        }
    }

    /// The plural operands of the value as `specifier` writes it (`1.0` is not `1`); nil for a string.
    public func pluralOperands(_ specifier: String) -> PluralOperands? {
        switch self {
        case .string: nil
        case .integer(let value): PluralOperands(value)
        case .unsigned(let value): PluralOperands(Int64(clamping: value))
        case .floating(let value) where "fFeEgGaA".contains(specifier.last ?? "f"):
            PluralOperands(decimal: String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value))
        case .floating(let value):
            // Under an integer specifier; a value no integer holds (NaN, ±infinity, 1e300) counts as "other".
            value.isFinite && abs(value) < 9.2e18 ? PluralOperands(Int64(value)) : PluralOperands(decimal: "\(value)")
        }
    }

    /// An integer specifier with a 64-bit length (`%d` → `%lld`), so a 64-bit value is read whole.
    private static func wide(_ specifier: String) -> String {
        let conversion = specifier.last!
        let stem = specifier.dropLast().filter { !"hlqLzjt".contains($0) }
        return stem + "ll" + String(conversion)
    }
}
