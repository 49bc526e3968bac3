import Foundation

/// JSON forms of the accessibility modifiers (Docs/TreeFormat.md):
/// `{"accessibilityLabel": "Sunny"}`, `{"accessibilityValue": "72 degrees"}`, `{"accessibilityHint": "…"}`,
/// `{"accessibilityAddTraits": ["isHeader"]}`, `{"accessibilityRemoveTraits": ["isImage"]}`,
/// `{"accessibilityHidden": true}`, `{"accessibilityElement": "combine"}`, `{"accessibilitySortPriority": 2}`.
extension Modifier {
    static let accessibilityJSONNames = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden",
        "accessibilityElement", "accessibilitySortPriority",
    ]

    /// The accessibility modifier named `key` with argument `arg`, nil when `key` is not one.
    static func accessibility(_ key: String, _ arg: JSONCursor) throws -> Modifier? {
        let modifier: AccessibilityModifier
        switch key {
        case "accessibilityLabel": modifier = .label(try arg.string())
        case "accessibilityValue": modifier = .value(try arg.string())
        case "accessibilityHint": modifier = .hint(try arg.string())
        case "accessibilityAddTraits": modifier = .addTraits(try traits(arg))
        case "accessibilityRemoveTraits": modifier = .removeTraits(try traits(arg))
        case "accessibilityHidden": modifier = .hidden(try arg.bool())
        case "accessibilityElement":
            modifier = .element(children: try arg.name("child behavior", AccessibilityChildBehavior.self))
        case "accessibilitySortPriority": modifier = .sortPriority(try arg.finiteNumber())
        default: return nil
        }
        return .accessibility(modifier)
    }

    /// A list of trait names, such as `["isHeader", "isButton"]`.
    private static func traits(_ arg: JSONCursor) throws -> AccessibilityTraits {
        let table = AccessibilityTraits.named.map { ($0.name, $0.trait) }
        return try arg.array().reduce(into: AccessibilityTraits()) {
            $0.formUnion(try $1.name("accessibility trait", table))
        }
    }

    /// The JSON member of an accessibility modifier, nil for other modifiers.
    var accessibilityJSONMember: (String, JSONValue)? {
        guard case .accessibility(let modifier) = self else { return nil }
        switch modifier {
        case .label(let text): return ("accessibilityLabel", .string(text))
        case .value(let text): return ("accessibilityValue", .string(text))
        case .hint(let text): return ("accessibilityHint", .string(text))
        case .addTraits(let traits): return ("accessibilityAddTraits", .array(traits.names.map(JSONValue.string)))
        case .removeTraits(let traits): return ("accessibilityRemoveTraits", .array(traits.names.map(JSONValue.string)))
        case .hidden(let hidden): return ("accessibilityHidden", .bool(hidden))
        case .element(let children): return ("accessibilityElement", .string(children.rawValue))
        case .sortPriority(let priority): return ("accessibilitySortPriority", .number(priority))
        }
    }
}
