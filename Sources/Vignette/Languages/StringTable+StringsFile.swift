import Foundation

extension StringTable {
    /// The table of one `.strings` file (`ar.lproj/Localizable.strings`) in `language`: lines
    /// `"key" = "value";` with `/* … */` and `//` comments between them, and the escapes `\"`,
    /// `\\`, `\n`, `\t`, `\r` and `\U00E9` in the strings. UTF-8, or UTF-16 with a byte-order
    /// mark (as older Xcode wrote them).
    ///
    /// - Throws: `VignetteError.invalidFile` naming `file`, the line and column where the text
    ///   breaks the format.
    public init(stringsFile data: Data, language: String, file: String) throws {
        self.init(sourceLanguage: language)
        var parser = StringsFileParser(text: Self.decode(data), file: file)
        for (key, value) in try parser.pairs() { add(Entry(value), key: key, language: language) }
    }

    private static func decode(_ data: Data) -> String {
        let mark = [UInt8](data.prefix(2))
        let text =
            switch mark {
            case [0xFF, 0xFE]: String(data: data, encoding: .utf16LittleEndian) ?? ""
            case [0xFE, 0xFF]: String(data: data, encoding: .utf16BigEndian) ?? ""
            default: String(decoding: data, as: UTF8.self)
            }
        return text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
    }
}

/// Reads `"key" = "value";` pairs, keeping the line and column for errors.
private struct StringsFileParser {
    let characters: [Character]
    let file: String
    var at = 0

    init(text: String, file: String) {
        characters = Array(text)
        self.file = file
    }

    mutating func pairs() throws -> [(String, String)] {
        var found: [(String, String)] = []
        while true {
            try skipSpaceAndComments()
            guard at < characters.count else { return found }
            let key = try token("a quoted key")
            try skipSpaceAndComments()
            guard peek == "=" else { throw fail("expected '=' after the key \"\(key)\", found \(describe(peek))") }
            at += 1
            try skipSpaceAndComments()
            let value = try token("a quoted value")
            try skipSpaceAndComments()
            guard peek == ";" else { throw fail("expected ';' after the value of \"\(key)\", found \(describe(peek))") }
            at += 1
            found.append((key, value))
        }
    }

    private var peek: Character? { at < characters.count ? characters[at] : nil }

    /// A quoted string, or a bare word of letters, digits and `_.$:/-` as old-style property lists allow.
    private mutating func token(_ expected: String) throws -> String {
        if peek == "\"" { return try quoted() }
        let start = at
        while let c = peek, c.isLetter || c.isNumber || "_.$:/-".contains(c) { at += 1 }
        guard at > start else { throw fail("expected \(expected), found \(describe(peek))") }
        return String(characters[start..<at])
    }

    private mutating func quoted() throws -> String {
        let (line, column) = position(of: at)
        at += 1
        var out = ""
        while let c = peek {
            at += 1
            switch c {
            case "\"": return out
            case "\\": out += try escape()
            default: out.append(c)
            }
        }
        throw VignetteError.invalidFile(
            path: file, location: "line \(line), column \(column)",
            reason: "the string that starts here has no closing quote")
    }

    private mutating func escape() throws -> String {
        guard let c = peek else { throw fail("the file ends inside an escape") }
        at += 1
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "\"", "\\", "'": return String(c)
        case "U", "u":
            let digits = String(characters[at..<min(at + 4, characters.count)])
            guard digits.count == 4, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw fail("expected four hexadecimal digits after \\\(c), found \"\(digits)\"")
            }
            at += 4
            return String(Character(scalar))
        default:
            return String(c)
        }
    }

    private mutating func skipSpaceAndComments() throws {
        while let c = peek {
            if c.isWhitespace {
                at += 1
            } else if c == "/", at + 1 < characters.count, characters[at + 1] == "/" {
                while let d = peek, d != "\n" { at += 1 }
            } else if c == "/", at + 1 < characters.count, characters[at + 1] == "*" {
                let (line, column) = position(of: at)
                at += 2
                while at + 1 < characters.count, !(characters[at] == "*" && characters[at + 1] == "/") { at += 1 }
                guard at + 1 < characters.count else {
                    throw VignetteError.invalidFile(
                        path: file, location: "line \(line), column \(column)",
                        reason: "the comment that starts here is not closed with */")
                }
                at += 2
            } else {
                return
            }
        }
    }

    private func describe(_ c: Character?) -> String {
        guard let c else { return "the end of the file" }
        return c == "\n" ? "the end of the line" : "'\(c)'"
    }

    private func position(of index: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for c in characters[..<min(index, characters.count)] {
            if c == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    private func fail(_ reason: String) -> VignetteError {
        let (line, column) = position(of: at)
        return .invalidFile(path: file, location: "line \(line), column \(column)", reason: reason)
    }
}
