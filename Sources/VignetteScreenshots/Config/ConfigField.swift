import Foundation
import Vignette

/// A value of the config file with the path that led to it (`screenshots[2].widgets[0].family`),
/// so that every error names the field and says what is wrong with it.
struct ConfigField {
    let value: JSONValue
    let path: String
    /// The file, for messages.
    let file: String

    func fail(_ reason: String) -> VignetteError {
        .invalidFile(path: file, location: path.isEmpty ? "top level" : path, reason: reason)
    }

    func mismatch(_ expected: String) -> VignetteError {
        fail("expected \(expected), found \(summary)")
    }

    private var summary: String {
        switch value {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "the number \(n == n.rounded() ? String(Int(n)) : String(n))"
        case .string(let s): "the string \"\(s)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    func string() throws -> String {
        guard case .string(let s) = value else { throw mismatch("a string") }
        return s
    }

    func integer(in range: ClosedRange<Int>) throws -> Int {
        guard case .number(let n) = value, n == n.rounded(), abs(n) < 1e9 else { throw mismatch("a whole number") }
        guard range.contains(Int(n)) else {
            throw fail("\(Int(n)) is out of range; expected \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(n)
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch("true or false") }
        return b
    }

    func number() throws -> Double {
        guard case .number(let n) = value else { throw mismatch("a number") }
        return n
    }

    func array() throws -> [ConfigField] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { ConfigField(value: $1, path: path + "[\($0)]", file: file) }
    }

    /// One of `known` names; the message suggests the nearest.
    func name(_ kind: String, known: [String]) throws -> String {
        let given = try string()
        guard known.contains(given) else {
            throw fail(VignetteError.unknownName(kind: kind, given: given, known: known).message)
        }
        return given
    }

    /// The members of an object whose keys must all be in `known`.
    func object(known: [String]) throws -> [String: ConfigField] {
        guard case .object(let members) = value else { throw mismatch("an object") }
        var out: [String: ConfigField] = [:]
        for (key, member) in members {
            let field = ConfigField(value: member, path: path.isEmpty ? key : "\(path).\(key)", file: file)
            guard known.contains(key) else {
                throw field.fail(VignetteError.unknownName(kind: "key", given: key, known: known).message)
            }
            out[key] = field
        }
        return out
    }

    /// A colour written `#RRGGBB` or `#RRGGBBAA`.
    func color() throws -> RGBA {
        let text = try string()
        guard let color = RGBA(hexString: text) else {
            throw fail("invalid colour '\(text)': expected #RRGGBB or #RRGGBBAA")
        }
        return color
    }
}

extension Dictionary where Key == String, Value == ConfigField {
    /// The member `key` read by `read`, or nil when it is absent or null.
    func optional<T>(_ key: String, _ read: (ConfigField) throws -> T) throws -> T? {
        guard let field = self[key], !field.isNull else { return nil }
        return try read(field)
    }

    /// The member `key`; `parent` names the object in the message when it is missing.
    func required<T>(_ key: String, in parent: ConfigField, _ read: (ConfigField) throws -> T) throws -> T {
        guard let field = self[key], !field.isNull else { throw parent.fail("missing '\(key)'") }
        return try read(field)
    }
}
