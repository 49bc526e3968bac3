import Foundation

/// The plural categories of Unicode CLDR: which form of "%lld minutes" a number takes in a
/// language (English has one and other; Arabic has all six).
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    /// CLDR's six categories; every language has `other`.
    case zero, one, two, few, many, other
}

/// A language's cardinal plural rules, as CLDR writes them ("one: i = 1 and v = 0"), chosen
/// by the locale's language (`PluralRules+CLDR.swift`; Docs/Languages.md §3). A language the
/// table lacks has CLDR's root rules: every number is `other`.
public struct PluralRules: Sendable {
    /// The categories in CLDR's order, each with its condition; `other` is what none matches.
    let rules: [(category: PluralCategory, condition: PluralCondition)]

    /// The rules of `locale`'s language (`pt-PT` has its own; `zh-Hant` is `zh`'s).
    public init(_ locale: Locale) {
        let language = locale.language.languageCode?.identifier ?? "root"
        let region = locale.region?.identifier
        let source = Self.cldr["\(language)-\(region ?? "")"] ?? Self.cldr[language] ?? [:]
        rules = PluralCategory.allCases.compactMap { category in
            source[category].map { (category, PluralCondition(parsing: $0)) }
        }
    }

    /// The category of `operands`.
    public func category(_ operands: PluralOperands) -> PluralCategory {
        rules.first { $0.condition.holds(for: operands) }?.category ?? .other
    }
}

/// A number as CLDR's plural rules see it: n its absolute value, i its integer digits, v the
/// count and f the value of its visible fraction digits, w and t the same without trailing zeros.
public struct PluralOperands: Hashable, Sendable {
    /// The operands, named as CLDR names them.
    public var n: Double, i: Int, v: Int, w: Int, f: Int, t: Int

    /// An integer: no fraction digits.
    public init(_ integer: Int64) {
        let magnitude = integer.magnitude > UInt64(Int.max) ? Int.max : Int(integer.magnitude)
        (n, i, v, w, f, t) = (Double(magnitude), magnitude, 0, 0, 0, 0)
    }

    /// A number as written in `text` ("1.50", "-3"): its fraction digits count, so "1.0" is
    /// not "1" (English says "1.0 minutes").
    public init(decimal text: String) {
        let digits = text.trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == "+" }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1].prefix(18)) : ""
        let trimmed = String(fraction.reversed().drop { $0 == "0" }.reversed())
        n = Double(digits) ?? 0
        i = Int(parts.first.map { String($0.prefix(18)) } ?? "0") ?? 0
        (v, f) = (fraction.count, Int(fraction) ?? 0)
        (w, t) = (trimmed.count, Int(trimmed) ?? 0)
    }

    /// The value of operand `name` (`n`, `i`, `v`, `w`, `f`, `t`; the compact exponents `c`
    /// and `e` are 0, as numbers here are never written compactly).
    func value(_ name: Character) -> Double {
        switch name {
        case "n": n
        case "i": Double(i)
        case "v": Double(v)
        case "w": Double(w)
        case "f": Double(f)
        case "t": Double(t)
        default: 0
        }
    }
}

/// One category's condition in CLDR's rule syntax: relations joined by `and`, groups of those
/// joined by `or`; a relation is `operand [% modulus] (=|!=) value|low..high, …`.
struct PluralCondition: Sendable {
    struct Relation: Sendable {
        var operand: Character
        var modulus: Double?
        var negated: Bool
        var ranges: [ClosedRange<Double>]
    }

    /// Alternatives (`or`), each a list of relations that must all hold (`and`).
    let alternatives: [[Relation]]

    /// The condition written `text` in CLDR's syntax; the table is ours, so the text is well-formed.
    init(parsing text: String) {
        alternatives = text.components(separatedBy: " or ").map { group in
            group.components(separatedBy: " and ").map(Self.relation)
        }
    }

    private static func relation(_ text: String) -> Relation {
        let negated = text.contains("!=")
        let sides = text.components(separatedBy: negated ? "!=" : "=").map { $0.trimmingCharacters(in: .whitespaces) }
        let expression = sides[0].split(separator: "%").map { $0.trimmingCharacters(in: .whitespaces) }
        let ranges = sides[1].split(separator: ",").map { item -> ClosedRange<Double> in
            let bounds = item.components(separatedBy: "..").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return bounds[0]...(bounds.count > 1 ? bounds[1] : bounds[0])
        }
        return Relation(
            operand: expression[0].first ?? "n", modulus: expression.count > 1 ? Double(expression[1]) : nil,
            negated: negated, ranges: ranges)
    }

    func holds(for operands: PluralOperands) -> Bool {
        alternatives.contains { relations in
            relations.allSatisfy { relation in
                var value = operands.value(relation.operand)
                if let modulus = relation.modulus { value = value.truncatingRemainder(dividingBy: modulus) }
                // A range holds integers only: n = 1..3 is false for 1.5.
                let inside = relation.ranges.contains {
                    $0.contains(value) && (value == value.rounded() || $0.lowerBound == $0.upperBound)
                }
                return inside != relation.negated
            }
        }
    }
}
