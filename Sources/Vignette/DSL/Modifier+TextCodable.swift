import Foundation

/// JSON forms of the text and image modifiers:
/// `{"fontWeight": "bold"}` (null: each font's own), `{"bold": true}`, `{"italic": true}`,
/// `{"monospacedDigit": true}`, `{"tracking": 1.5}` (`kerning` reads the same),
/// `{"minimumScaleFactor": 0.5}`, `{"strikethrough": true}` (`false`: none; or
/// `{"pattern": "dash", "color": "#FF3B30"}`, either member optional; `underline` reads the same), `{"dynamicTypeSize": "accessibility5"}`,
/// `{"redacted": "placeholder"}` (or `"privacy"`, or both in an array), `{"unredacted": true}`,
/// `{"privacySensitive": true}`, `{"layoutDirection": "rightToLeft"}`, `{"imageScale": "large"}`,
/// `{"contentTransition": "numericText"}`.
extension Modifier {
    static let textJSONNames = [
        "fontWeight", "fontDesign", "bold", "italic", "monospacedDigit", "tracking", "kerning",
        "minimumScaleFactor", "strikethrough", "underline", "dynamicTypeSize", "redacted", "unredacted",
        "privacySensitive",
        "layoutDirection", "colorScheme", "imageScale", "contentTransition",
    ]

    /// The modifier named `key` with argument `arg`, nil when `key` is not a text modifier.
    static func text(_ key: String, _ arg: JSONCursor) throws -> Modifier? {
        switch key {
        case "fontWeight": return .fontWeight(arg.isNull ? nil : try arg.name("font weight", Typeface.Weight.self))
        case "fontDesign": return .fontDesign(arg.isNull ? nil : try arg.name("font design", Typeface.Design.self))
        case "bold": return .fontWeight(try arg.bool() ? .bold : nil)
        case "italic": return .italic(try arg.bool())
        case "monospacedDigit": return .monospacedDigit(try arg.bool())
        case "tracking", "kerning": return .tracking(try arg.finite())
        case "minimumScaleFactor":
            let factor = try arg.number()
            guard factor > 0, factor <= 1 else {
                throw arg.fail("invalid minimumScaleFactor '\(factor)': expected more than 0 and at most 1")
            }
            return .minimumScaleFactor(CGFloat(factor))
        case "strikethrough": return .strikethrough(try lineStyle(arg, key))
        case "underline": return .underline(try lineStyle(arg, key))
        case "dynamicTypeSize": return .dynamicTypeSize(try arg.name("dynamic type size", DynamicTypeSize.self))
        case "redacted":
            let names = if case .array = arg.value { try arg.array() } else { [arg] }
            guard !names.isEmpty else { throw arg.fail("'redacted' needs at least one reason: placeholder or privacy") }
            return .redacted(
                try names.reduce(into: RedactionReasons()) {
                    $0.formUnion(try $1.name("redaction reason", RedactionReasons.names))
                })
        case "privacySensitive": return .privacySensitive(try arg.bool())
        case "unredacted":
            guard case .bool(true) = arg.value else { throw arg.mismatch("true") }
            return .redacted([])
        case "layoutDirection": return .layoutDirection(try arg.name("layout direction", LayoutDirection.self))
        case "colorScheme": return .colorScheme(try arg.name("colour scheme", ColorScheme.self))
        case "imageScale": return .imageScale(try arg.name("image scale", ImageScale.self))
        case "contentTransition": return .contentTransition(try arg.name("content transition", ContentTransition.self))
        default: return nil
        }
    }

    /// The JSON member of a text modifier, nil for other modifiers.
    var textJSONMember: (String, JSONValue)? {
        switch self {
        case .fontWeight(let weight): ("fontWeight", weight.map { .string($0.rawValue) } ?? .null)
        case .italic(let on): ("italic", .bool(on))
        case .fontDesign(let design): ("fontDesign", design.map { .string($0.rawValue) } ?? .null)
        case .monospacedDigit(let on): ("monospacedDigit", .bool(on))
        case .tracking(let points): ("tracking", .length(points))
        case .minimumScaleFactor(let factor): ("minimumScaleFactor", .number(Double(factor)))
        case .strikethrough(let line): ("strikethrough", Self.lineStyleJSON(line))
        case .underline(let line): ("underline", Self.lineStyleJSON(line))
        case .dynamicTypeSize(let size): ("dynamicTypeSize", .string(size.rawValue))
        case .redacted(let reasons):
            if reasons.isEmpty {
                ("unredacted", .bool(true))
            } else {
                ("redacted", Self.reasonsJSON(reasons))
            }
        case .privacySensitive(let sensitive): ("privacySensitive", .bool(sensitive))
        case .layoutDirection(let direction): ("layoutDirection", .string(direction.rawValue))
        case .colorScheme(let scheme): ("colorScheme", .string(scheme.rawValue))
        case .imageScale(let scale): ("imageScale", .string(scale.rawValue))
        case .contentTransition(let transition): ("contentTransition", .string(transition.rawValue))
        default: nil
        }
    }

    /// A decoration line: `true` (a solid line in the text's colour), `false` (none), or an object
    /// with an optional `pattern` and `color`.
    private static func lineStyle(_ arg: JSONCursor, _ key: String) throws -> TextLineStyle? {
        if case .bool(let on) = arg.value { return on ? .single : nil }
        let o = try arg.object(key, known: ["pattern", "color"])
        return TextLineStyle(
            pattern: try o.optional("pattern") { try $0.name("line pattern", TextLineStyle.Pattern.self) } ?? .solid,
            color: try o.optional("color", Paint.init(json:)))
    }

    /// A decoration line as `lineStyle` reads it.
    private static func lineStyleJSON(_ line: TextLineStyle?) -> JSONValue {
        guard let line else { return .bool(false) }
        guard line != .single else { return .bool(true) }
        var o = JSONObjectBuilder()
        o.set("pattern", line.pattern == .solid ? nil : .string(line.pattern.rawValue))
        o.set("color", line.color?.json)
        return o.value
    }

    /// One reason as its name, several as an array of names.
    private static func reasonsJSON(_ reasons: RedactionReasons) -> JSONValue {
        let names = RedactionReasons.names.filter { reasons.contains($0.1) }.map { JSONValue.string($0.0) }
        return names.count == 1 ? names[0] : .array(names)
    }

}
