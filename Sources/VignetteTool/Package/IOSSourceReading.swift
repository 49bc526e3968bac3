/// The iOS reading of one Swift file: the text as Apple's compiler for an iPhone reads it, for what
/// Swift on Linux decides otherwise (Docs/Compatibility.md, "Tenth round (iossource)" and "Eleventh
/// round (selector)").
///
/// - `os(iOS)` in an `#if` or `#elseif` condition is true: it becomes `true` padded with spaces.
///   `os(macOS)`, `os(watchOS)`, `os(tvOS)`, `os(visionOS)` stay false, as the compiler on Linux
///   already decides them; `os(Linux)` stays true (code written for Linux imports FoundationNetworking
///   or avoids the Objective-C runtime under it, which this build still needs).
/// - `@objc`, `@objc(Name)` and `@objcMembers` are dropped (replaced by spaces): Swift on Linux has no
///   Objective-C runtime and rejects them. `dynamic` compiles on Linux without them and is kept.
/// - `@NSManaged` becomes `@CDManaged`, CoreData's accessor macro, a name as long: Swift on Linux
///   compiles `@NSManaged` but has no runtime to supply its accessors, so the link fails; the macro
///   reads and writes the value by key, as the generated classes do. (A longer name eating the space
///   after it would join the next word: `@NSManaged_public`.)
/// - `#selector(` becomes ` Selector(`: Swift on Linux rejects `#selector` ("can only be used with the
///   Objective-C runtime"); Foundation's `Selector` here is made from the method reference inside,
///   which type-checks as Swift. `getter:`/`setter:` forms take a key path: `#selector(getter: T.p)`
///   becomes ` Selector(getter:\T.p)` (the space before the property becomes the backslash; with no
///   space, `Selector(getter:\T.p)` uses the one column `#selector(` has more).
/// - An extension overriding members of its class's superclass right after the class is read as part
///   of the class (`ExtensionOverrides`), its conformances declared again after the file's last line.
///
/// Every replacement has the length of what it replaces and keeps line breaks, so each line and
/// column (in UTF-8 bytes, as the compiler counts them) is the original's; text is only ever added
/// after the file's end. Comments, string literals (raw, multi-line, with interpolations) and
/// `#/regex/#` literals are never changed.
enum IOSSourceReading {
    /// The rewritten text, or nil when the file reads the same on Linux and on an iPhone.
    static func rewrite(_ source: String) -> String? {
        // Most files have none of these: no lexing for them.
        guard
            source.contains("@objc") || source.contains("iOS") || source.contains("@NSManaged")
                || source.contains("#selector") || source.contains("override")
        else { return nil }
        var scanner = SourceScanner(bytes: Array(source.utf8))
        scanner.code(inInterpolation: false)
        if source.contains("override") && source.contains("extension") {
            scanner.changed = ExtensionOverrides.merge(&scanner.bytes, literals: scanner.literals) || scanner.changed
        }
        guard scanner.changed else { return nil }
        return String(decoding: scanner.bytes, as: UTF8.self)
    }
}

/// A single pass over a Swift file's bytes, keeping track of comments and literals, rewriting the
/// conditions and attributes `IOSSourceReading` names in place.
struct SourceScanner {
    var bytes: [UInt8]
    var changed = false
    /// The comments and literals met at the top level of the code, in order.
    private(set) var literals: [Range<Int>] = []
    private var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isIdentifier(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            || byte >= 0x80
    }

    /// Code up to the end of the file, or, in an interpolation, to its closing parenthesis.
    mutating func code(inInterpolation: Bool) {
        var depth = 0
        var atLineStart = !inInterpolation
        while let current = byte() {
            switch current {
            case UInt8(ascii: "\n"):
                atLineStart = !inInterpolation
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            default: break
            }
            let firstOnLine = atLineStart
            atLineStart = false
            let start = index
            switch current {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                skipLine()
                literals.append(start..<index)
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                blockComment()
                literals.append(start..<index)
            case UInt8(ascii: "\""):
                string(hashes: 0)
                literals.append(start..<index)
            case UInt8(ascii: "#"):
                pound(firstOnLine: firstOnLine)
                if index > start + 1
                    && (bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "#"))
                {
                    literals.append(start..<index)  // a raw string or regex literal
                }
            case UInt8(ascii: "@"):
                attribute()
            case UInt8(ascii: "(") where inInterpolation:
                depth += 1
                index += 1
            case UInt8(ascii: ")") where inInterpolation:
                index += 1
                if depth == 0 { return }
                depth -= 1
            default:
                index += 1
            }
        }
    }

    private mutating func skipLine() {
        while let current = byte(), current != UInt8(ascii: "\n") { index += 1 }
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func blockComment() {
        var depth = 0
        while byte() != nil {
            if byte() == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte() == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Whether the bytes at `index + offset` are `count` number signs.
    private func hashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }

    /// A string literal starting at its opening quote; `hashes` is the raw string's number of `#`.
    private mutating func string(hashes: Int) {
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while let current = byte() {
            if current == UInt8(ascii: "\\") && self.hashes(hashes, at: 1) {
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    index += 1
                    code(inInterpolation: true)
                } else {
                    index += 1
                }
            } else if current == UInt8(ascii: "\"") {
                if multiline {
                    if byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"") && self.hashes(hashes, at: 3) {
                        index += 3 + hashes
                        return
                    }
                    index += 1
                } else if self.hashes(hashes, at: 1) {
                    index += 1 + hashes
                    return
                } else {
                    index += 1
                }
            } else if current == UInt8(ascii: "\n") && !multiline {
                return  // unterminated: the compiler says so
            } else {
                index += 1
            }
        }
    }

    /// `#`: a raw string or regex literal, a compiler directive, or `#selector`-like syntax.
    private mutating func pound(firstOnLine: Bool) {
        var count = 0
        while byte(count) == UInt8(ascii: "#") { count += 1 }
        if byte(count) == UInt8(ascii: "\"") {
            index += count
            string(hashes: count)
            return
        }
        if byte(count) == UInt8(ascii: "/") {
            regex(hashes: count)
            return
        }
        index += count
        let start = index
        while Self.isIdentifier(byte()) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        if firstOnLine && count == 1 && (word == "if" || word == "elseif") { condition() }
        if count == 1 && word == "selector" && byte() == UInt8(ascii: "(") { selector(at: start - 1) }
    }

    /// `#selector(` at `pound` (the index is past `selector`): ` Selector(`, and a `getter:` or
    /// `setter:` form's property a key path. A form whose backslash has no room without moving a line
    /// break is left as it is (the compiler's error stays).
    private mutating func selector(at pound: Int) {
        let open = index
        var offset = 1
        while byte(offset) == UInt8(ascii: " ") || byte(offset) == UInt8(ascii: "\t") { offset += 1 }
        let label = String(
            decoding: bytes[min(open + offset, bytes.count)..<min(open + offset + 6, bytes.count)], as: UTF8.self)
        guard (label == "getter" || label == "setter") && !Self.isIdentifier(byte(offset + 6)) else {
            index = pound
            replace(upTo: open + 1, with: " Selector(")
            return
        }
        offset += 6
        while byte(offset) == UInt8(ascii: " ") || byte(offset) == UInt8(ascii: "\t") { offset += 1 }
        guard byte(offset) == UInt8(ascii: ":") else { return }
        let colon = open + offset
        offset += 1
        var spaces = 0
        while byte(offset) == UInt8(ascii: " ") || byte(offset) == UInt8(ascii: "\t") {
            offset += 1
            spaces += 1
        }
        let property = open + offset
        guard property < bytes.count, bytes[property] != UInt8(ascii: "\n") else { return }
        if spaces > 0 {
            index = pound
            replace(upTo: open + 1, with: " Selector(")
            bytes[property - 1] = UInt8(ascii: "\\")
        } else {
            // `Selector(` is one column shorter: the label moves left by one and the backslash follows it.
            let label = Array(bytes[(open + 1)...colon])
            let text = "Selector(" + String(decoding: label, as: UTF8.self) + "\\"
            index = pound
            replace(upTo: property, with: text)
        }
        index = property
    }

    /// `#/ … /#`: an extended regex literal, left as it is.
    private mutating func regex(hashes: Int) {
        index += hashes + 1
        while byte() != nil {
            if byte() == UInt8(ascii: "/") && self.hashes(hashes, at: 1) {
                index += 1 + hashes
                return
            }
            index += 1
        }
    }

    /// An `#if`/`#elseif` condition: `os(iOS)` becomes true. It ends with its line, unless the line
    /// leaves it open — inside parentheses, or after `||`, `&&` or `!` — as Swift reads a condition
    /// written over several lines; comments in it are read past.
    private mutating func condition() {
        var depth = 0
        var open = false
        while let current = byte() {
            if current == UInt8(ascii: "\n") {
                guard depth > 0 || open else { return }
                index += 1
                continue
            }
            if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "/") {
                skipLine()
                continue
            }
            if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                blockComment()
                continue
            }
            if current == UInt8(ascii: "o") && byte(1) == UInt8(ascii: "s") && !Self.isIdentifier(previous),
                let end = platformEnd(named: "iOS")
            {
                replace(upTo: end, with: "true")
                open = false
                continue
            }
            switch current {
            case UInt8(ascii: "("):
                depth += 1
                open = true
            case UInt8(ascii: ")"):
                depth = max(0, depth - 1)
                open = false
            case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "!"): open = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: open = false
            }
            index += 1
        }
    }

    private var previous: UInt8? { index > 0 ? bytes[index - 1] : nil }

    /// The end of `os(name)` at `index` (spaces allowed inside), or nil when it is another platform.
    private func platformEnd(named name: String) -> Int? {
        var offset = 2
        func skipSpaces() {
            while byte(offset) == UInt8(ascii: " ") || byte(offset) == UInt8(ascii: "\t") { offset += 1 }
        }
        skipSpaces()
        guard byte(offset) == UInt8(ascii: "(") else { return nil }
        offset += 1
        skipSpaces()
        for character in name.utf8 {
            guard byte(offset) == character else { return nil }
            offset += 1
        }
        guard !Self.isIdentifier(byte(offset)) else { return nil }
        skipSpaces()
        guard byte(offset) == UInt8(ascii: ")") else { return nil }
        return index + offset + 1
    }

    /// `@objc`, `@objc(Name)`, `@objcMembers` become spaces, `@NSManaged` becomes `@CDManaged`;
    /// other attributes are read past.
    private mutating func attribute() {
        let start = index
        index += 1
        while Self.isIdentifier(byte()) { index += 1 }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        if name == "NSManaged" {
            let end = index
            index = start
            replace(upTo: end, with: "@CDManaged")
            return
        }
        guard name == "objc" || name == "objcMembers" else { return }
        if name == "objc" && byte() == UInt8(ascii: "(") {
            var end = index
            while end < bytes.count && bytes[end] != UInt8(ascii: ")") && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < bytes.count && bytes[end] == UInt8(ascii: ")") { index = end + 1 }
        }
        let end = index
        index = start
        replace(upTo: end, with: "")
    }

    /// Writes `text` at `index`, then spaces up to `end`, and moves past.
    private mutating func replace(upTo end: Int, with text: String) {
        var position = index
        for character in text.utf8 {
            bytes[position] = character
            position += 1
        }
        while position < end {
            bytes[position] = UInt8(ascii: " ")
            position += 1
        }
        index = end
        changed = true
    }
}
