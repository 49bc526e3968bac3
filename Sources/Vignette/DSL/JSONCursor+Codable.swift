import Foundation

/// A JSON value with the path that led to it: the reader behind `Node`'s decoding.
///
/// Every structural message a user can see is written here, so they read alike.
struct JSONCursor {
    var value: JSONValue
    var path: [JSONPathItem]

    func fail(_ reason: String) -> TreeDecodingError {
        TreeDecodingError(path: path, reason: reason)
    }

    func mismatch(_ expected: String) -> TreeDecodingError {
        fail("expected \(expected), found \(value.summary)")
    }

    func unknownName(_ kind: String, _ given: String, known: [String]) -> TreeDecodingError {
        fail(VignetteError.unknownName(kind: kind, given: given, known: known).message)
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    func number() throws -> Double {
        guard case .number(let n) = value else { throw mismatch("a number") }
        return n
    }

    /// A length in points: a number, or the string "infinity".
    func length() throws -> CGFloat {
        if case .string("infinity") = value { return .infinity }
        guard case .number(let n) = value else { throw mismatch("a number or \"infinity\"") }
        return CGFloat(n)
    }

    func integer() throws -> Int {
        guard case .number(let n) = value, n == n.rounded(), abs(n) < 1e9 else { throw mismatch("a whole number") }
        return Int(n)
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch("true or false") }
        return b
    }

    func string() throws -> String {
        guard case .string(let s) = value else { throw mismatch("a string") }
        return s
    }

    func array() throws -> [JSONCursor] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { JSONCursor(value: $1, path: path + [.index($0)]) }
    }

    /// One of a fixed list of names, e.g. an alignment or a text style.
    func name<T>(_ kind: String, _ table: [(String, T)]) throws -> T {
        let given = try string()
        guard let hit = table.first(where: { $0.0 == given }) else {
            throw unknownName(kind, given, known: table.map(\.0))
        }
        return hit.1
    }

    func name<T: RawRepresentable & CaseIterable>(_ kind: String, _ type: T.Type) throws -> T
    where T.RawValue == String {
        try name(kind, T.allCases.map { ($0.rawValue, $0) })
    }

    /// The members of an object whose keys must all be in `known`; `what` names it in messages.
    func object(_ what: String, known: [String]) throws -> JSONObject {
        guard case .object(let members) = value else { throw mismatch("an object") }
        var seen: [String: JSONCursor] = [:]
        for (key, member) in members {
            let cursor = JSONCursor(value: member, path: path + [.key(key)])
            guard known.contains(key) else { throw cursor.unknownName("\(what) key", key, known: known) }
            seen[key] = cursor
        }
        return JSONObject(cursor: self, members: seen)
    }

    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// The member names of an object, in file order (empty for other values).
    var keys: [String] {
        if case .object(let members) = value { return members.map(\.key) }
        return []
    }
}

/// The members of a JSON object, looked up by key.
struct JSONObject {
    var cursor: JSONCursor
    var members: [String: JSONCursor]

    subscript(key: String) -> JSONCursor? { members[key] }

    /// A member that may be absent or null.
    func optional<T>(_ key: String, _ read: (JSONCursor) throws -> T) throws -> T? {
        guard let member = members[key], !member.isNull else { return nil }
        return try read(member)
    }

    func required<T>(_ key: String, _ read: (JSONCursor) throws -> T) throws -> T {
        guard let member = members[key] else { throw cursor.fail("missing '\(key)'") }
        return try read(member)
    }
}

/// Builds an object's members in sorted key order, so output does not depend on
/// the encoder's settings.
struct JSONObjectBuilder {
    private var members: [String: JSONValue] = [:]

    mutating func set(_ key: String, _ value: JSONValue?) {
        members[key] = value
    }

    var value: JSONValue {
        .object(members.keys.sorted().map { ($0, members[$0]!) })
    }
}

extension JSONValue {
    /// A length: a number, or "infinity".
    static func length(_ value: CGFloat) -> JSONValue {
        value == .infinity ? .string("infinity") : .number(Double(value))
    }
}

extension JSONCursor {
    /// Reads a value with a `Decoder`, reporting structural problems as
    /// `DecodingError.dataCorrupted` at their full coding path.
    static func decode<T>(from decoder: any Decoder, _ convert: (JSONCursor) throws -> T) throws -> T {
        let cursor = JSONCursor(value: try JSONValue(from: decoder), path: decoder.codingPath.map(JSONPathItem.init))
        do {
            return try convert(cursor)
        } catch let error as TreeDecodingError {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: error.path.map(AnyCodingKey.init),
                    debugDescription: error.reason))
        }
    }
}
