import Foundation

/// A JSON syntax error at a line and column (both from 1; columns count characters).
package struct JSONSyntaxError: Error, Sendable {
    package var line: Int
    package var column: Int
    package var reason: String
}

/// A strict JSON (RFC 8259) parser that reports where the text went wrong.
///
/// Foundation's parsers on Linux give at best a byte offset ("around character 25") and
/// often none ("Unexpected end of file" for `tru`), which is no help in a hand-written file.
package struct JSONParser {
    /// The deepest nesting of arrays and objects the parser reads. It recurses once per
    /// level, so this bounds its stack; a tree at `Node.maximumDepth` needs at most
    /// three levels per node (object, `children` or `modifiers` array, modifier object).
    static let maximumNesting = 3 * Node.maximumDepth

    private let bytes: [UInt8]
    private var at = 0
    private var nesting = 0

    package static func parse(_ data: Data) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(data))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.at = 3 }  // a UTF-8 byte-order mark
        let value = try parser.value()
        parser.skipSpace()
        if parser.at < parser.bytes.count {
            throw parser.error("unexpected \(parser.found) after the end of the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func value() throws -> JSONValue {
        skipSpace()
        guard at < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[at] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard nesting < Self.maximumNesting else {
                throw error(
                    "arrays and objects nest deeper than \(Node.grouped(Self.maximumNesting)) levels; "
                        + "a tree may nest at most \(Node.grouped(Node.maximumDepth)) nodes and modifiers deep")
            }
            nesting += 1
            defer { nesting -= 1 }
            return bytes[at] == UInt8(ascii: "{") ? try object() : try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default:
            let word = self.word
            switch word {
            case "true":
                at += 4
                return .bool(true)
            case "false":
                at += 5
                return .bool(false)
            case "null":
                at += 4
                return .null
            default:
                throw error(
                    "unexpected \(found); expected a value (object, array, string, number, true, false or null)")
            }
        }
    }

    private mutating func object() throws -> JSONValue {
        at += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if peek == UInt8(ascii: "}") {
            at += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else {
                throw error("unexpected \(found); expected a member name in double quotes")
            }
            let keyStart = at
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                at = keyStart
                throw error("duplicate key '\(key)'")
            }
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw error("unexpected \(found); expected ':' after '\(key)'") }
            at += 1
            members.append((key, try value()))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                at += 1
                continue
            }
            if peek == UInt8(ascii: "}") {
                at += 1
                return .object(members)
            }
            throw error("unexpected \(found); expected ',' or '}' after the value of '\(key)'")
        }
    }

    private mutating func array() throws -> JSONValue {
        at += 1
        var items: [JSONValue] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            at += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipSpace()
            if peek == UInt8(ascii: ",") {
                at += 1
                continue
            }
            if peek == UInt8(ascii: "]") {
                at += 1
                return .array(items)
            }
            throw error("unexpected \(found); expected ',' or ']' after an array element")
        }
    }

    private mutating func string() throws -> String {
        let start = at
        at += 1
        var out: [UInt8] = []
        while true {
            guard let byte = peek else {
                at = start
                throw error("unterminated string")
            }
            switch byte {
            case UInt8(ascii: "\""):
                at += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    at = start
                    throw error("the string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                at += 1
                try escape(into: &out)
            case 0..<0x20:
                throw error(
                    byte == 0x0A ? "unterminated string" : "control character in a string; write it as an escape")
            default:
                out.append(byte)
                at += 1
            }
        }
    }

    private mutating func escape(into out: inout [UInt8]) throws {
        let simple: [UInt8: UInt8] = [
            0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
        ]
        guard let byte = peek else { throw error("unterminated string") }
        if let plain = simple[byte] {
            out.append(plain)
            at += 1
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'") }
        at += 1
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar), bytes[at...].starts(with: Array("\\u".utf8)) {
            at += 2
            let low = try hex4()
            // A high surrogate must be followed by a low one; anything else is not a character.
            guard (0xDC00..<0xE000).contains(low) else {
                throw error("invalid \\u escape: a high surrogate without a low one")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
        out.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private mutating func hex4() throws -> UInt32 {
        guard at + 4 <= bytes.count, let text = String(bytes: bytes[at..<at + 4], encoding: .ascii),
            text.allSatisfy(\.isHexDigit), let value = UInt32(text, radix: 16)
        else { throw error("expected four hex digits after \\u") }
        at += 4
        return value
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() throws -> Double {
        let start = at
        func digits() -> Int {
            let from = at
            while let b = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { at += 1 }
            return at - from
        }
        if peek == UInt8(ascii: "-") { at += 1 }
        let integer = at
        guard digits() > 0, !(bytes[integer] == UInt8(ascii: "0") && at - integer > 1) else {
            at = start
            throw error("invalid number \(found)")
        }
        if peek == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else {
                at = start
                throw error("invalid number \(found)")
            }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            at += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else {
                at = start
                throw error("invalid number \(found)")
            }
        }
        return Double(String(decoding: bytes[start..<at], as: UTF8.self)) ?? .nan
    }

    private var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

    private mutating func skipSpace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { at += 1 }
    }

    /// The run of letters, digits and signs at the cursor, e.g. `tru` or `1.2.3`.
    private var word: String {
        var end = at
        while end < bytes.count, bytes[end] < 0x80,
            Character(Unicode.Scalar(bytes[end])).isLetter || Character(Unicode.Scalar(bytes[end])).isNumber
                || "+-._".utf8.contains(bytes[end])
        { end += 1 }
        return String(decoding: bytes[at..<max(end, at)], as: UTF8.self)
    }

    /// What the cursor is on, quoted, for messages.
    private var found: String {
        guard let byte = peek else { return "end of file" }
        let w = word
        if !w.isEmpty { return "'\(w)'" }
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        return "'\(String(decoding: bytes[at..<min(at + length, bytes.count)], as: UTF8.self))'"
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        let before = bytes[..<min(at, bytes.count)]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = String(decoding: bytes[lineStart..<min(at, bytes.count)], as: UTF8.self).count + 1
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }
}
