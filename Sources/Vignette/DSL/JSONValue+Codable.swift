import Foundation

/// A parsed JSON value, the middle step between text and `Node`.
///
/// Objects keep their members in file order so that the first problem reported is the
/// first one a reader meets.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// What the value is, for "expected …, found …" messages.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "the number \(JSONValue.text(n))"
        case .string(let s): "the string \"\(s)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    }
}

/// One step of a path into a JSON document: a member name or an array index.
enum JSONPathItem: Sendable {
    case key(String)
    case index(Int)

    /// `children[2].modifiers[0].frame`; the empty path is the top level.
    static func format(_ path: [JSONPathItem]) -> String {
        var out = ""
        for item in path {
            switch item {
            case .key(let k): out += out.isEmpty ? k : ".\(k)"
            case .index(let i): out += "[\(i)]"
            }
        }
        return out.isEmpty ? "top level" : out
    }

    init(_ key: any CodingKey) {
        self = key.intValue.map { .index($0) } ?? .key(key.stringValue)
    }
}

/// A problem in the structure of a tree, at a path.
struct TreeDecodingError: Error, Sendable {
    var path: [JSONPathItem]
    var reason: String
}

/// A coding key for any member name or index.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
    init(_ item: JSONPathItem) {
        switch item {
        case .key(let k): self.init(stringValue: k)
        case .index(let i): self.init(intValue: i)
        }
    }
}

extension JSONValue: Codable {
    package init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            // Decoders do not keep member order; sort so reports are stable.
            let keys = keyed.allKeys.sorted { $0.stringValue < $1.stringValue }
            self = .object(try keys.map { ($0.stringValue, try keyed.decode(JSONValue.self, forKey: $0)) })
        } else if var list = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let b = try? single.decode(Bool.self) {
                self = .bool(b)
            } else if let n = try? single.decode(Double.self) {
                self = .number(n)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var keyed = encoder.container(keyedBy: AnyCodingKey.self)
            for (k, v) in members { try keyed.encode(v, forKey: AnyCodingKey(stringValue: k)) }
        case .array(let items):
            var list = encoder.unkeyedContainer()
            for v in items { try list.encode(v) }
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let b):
            var single = encoder.singleValueContainer()
            try single.encode(b)
        case .number(let n):
            var single = encoder.singleValueContainer()
            try single.encode(n)
        case .string(let s):
            var single = encoder.singleValueContainer()
            try single.encode(s)
        }
    }
}
