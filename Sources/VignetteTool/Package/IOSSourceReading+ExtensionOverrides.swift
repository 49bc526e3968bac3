/// The iOS reading's one rewrite that is not in place (Docs/Compatibility.md, "Eleventh round
/// (selector)"): an extension that overrides members of its class's superclass — `override var
/// description`, `override func isEqual(_:)`, `override var hash` of `NSObject` — is read as part of the
/// class, when it follows the class's closing brace in the same file with nothing but comments between.
///
/// Swift allows an override in an extension only of an Objective-C member ("cannot be overridden from
/// extension" on Linux, where nothing is); in the class's body the same override is Swift's own, with
/// the same effect for a Swift caller (dynamic dispatch through the class). The class's closing brace
/// and the extension's header become spaces, so its members are the class's and its closing brace
/// closes the class; its conformances are declared again after the file's last line
/// (`extension Name: Comparable {}`). Every line and column of the file stays where it was.
///
/// Left as they are (the compiler's error stays): an extension with modifiers or attributes
/// (`public extension`, whose members' access it sets), with a `where` clause, in another file, or
/// after other declarations.
enum ExtensionOverrides {
    private struct Token {
        let text: String
        let start: Int
        let end: Int
    }

    /// Merges such extensions in `bytes` (`literals`: the comments and literals, which are not code);
    /// true when one was.
    static func merge(_ bytes: inout [UInt8], literals: [Range<Int>]) -> Bool {
        let tokens = tokenize(bytes, literals: literals)
        var closingBrace: [String: Int] = [:]  // class name → its body's closing brace, by token index
        var conformances: [String] = []
        var merged = false
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let nameFollows = index + 1 < tokens.count && isName(tokens[index + 1].text)
            if depth == 0, nameFollows, token.text == "class" || token.text == "extension",
                let (open, close) = body(tokens, after: index)
            {
                let name = tokens[index + 1].text
                let header = tokens[(index + 2)..<open].map(\.text)
                if token.text == "class" {
                    closingBrace[name] = close
                } else if let classClose = closingBrace[name], classClose == index - 1, !header.contains("where"),
                    tokens[(open + 1)..<close].contains(where: { $0.text == "override" })
                {
                    blank(&bytes, from: tokens[classClose].start, to: tokens[classClose].end)
                    blank(&bytes, from: token.start, to: tokens[open].end)
                    if !header.isEmpty { conformances.append("extension \(name) \(header.joined(separator: " ")) {}") }
                    closingBrace[name] = close
                    merged = true
                } else {
                    closingBrace[name] = nil
                }
                // Past the declaration: nested declarations are not read.
                index = close + 1
                continue
            }
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth -= 1 }
            index += 1
        }
        if !conformances.isEmpty {
            bytes += Array(
                ("\n// Added by Vignette's iOS reading: the merged extensions' conformances.\n"
                    + conformances.joined(separator: "\n") + "\n").utf8)
        }
        return merged
    }

    /// The token indices of the `{` opening the body of the declaration whose keyword is at `keyword`,
    /// and of the `}` closing it; nil when a `;` or the file's end comes first.
    private static func body(_ tokens: [Token], after keyword: Int) -> (Int, Int)? {
        var index = keyword + 1
        while index < tokens.count && tokens[index].text != "{" {
            if tokens[index].text == ";" || tokens[index].text == "}" { return nil }
            index += 1
        }
        let open = index
        var depth = 0
        while index < tokens.count {
            if tokens[index].text == "{" { depth += 1 }
            if tokens[index].text == "}" {
                depth -= 1
                if depth == 0 { return (open, index) }
            }
            index += 1
        }
        return nil
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return first == UInt8(ascii: "_") || first | 0x20 >= 0x61 && first | 0x20 <= 0x7A || first >= 0x80
    }

    /// Spaces over `start..<end`, line breaks kept.
    private static func blank(_ bytes: inout [UInt8], from start: Int, to end: Int) {
        for position in start..<end where bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r")
        {
            bytes[position] = UInt8(ascii: " ")
        }
    }

    /// Words (identifiers, keywords), literals and single punctuation bytes; white space and comments left out.
    private static func tokenize(_ bytes: [UInt8], literals: [Range<Int>]) -> [Token] {
        var tokens: [Token] = []
        var literalIndex = 0
        var index = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte >= 0x80
        }
        while index < bytes.count {
            while literalIndex < literals.count && literals[literalIndex].upperBound <= index { literalIndex += 1 }
            if literalIndex < literals.count && literals[literalIndex].contains(index) {
                // A comment is left out; a string literal is one token.
                if bytes[index] != UInt8(ascii: "/") {
                    tokens.append(Token(text: "\"", start: index, end: literals[literalIndex].upperBound))
                }
                index = literals[literalIndex].upperBound
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
            {
                index += 1
                continue
            }
            let start = index
            if isWordByte(byte) {
                while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
            } else {
                index += 1
            }
            tokens.append(Token(text: String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index))
        }
        return tokens
    }
}
