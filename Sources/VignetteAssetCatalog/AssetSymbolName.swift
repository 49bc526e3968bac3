/// The Swift name Xcode gives an asset's generated symbol (`ColorResource.accent` for the colour set
/// `AccentColor`), by the rules read from Xcode's own output (Docs/SwiftUI/Assets.md, "Asset symbols"):
///
/// - words are split at every character that is not a letter or digit (`tutorial_bell_daily`,
///   `Coffee-Mocha`, `repeat.slash`, a namespace's `Group/Name`) and joined in lower camel case;
/// - a last word `Color` (colours) or `Image` (images) is dropped when something is left
///   (`AccentColor` → `accent`, `Initial-Image` → `initial`, but `Image` → `image`);
/// - the first word's leading capitals are lowered (`SplashIcon` → `splashIcon`, `UIAccent` →
///   `uiAccent`), unless the whole name is one word of capitals (`AC` stays `AC`);
/// - a letter after a digit is raised, a capital after a digit gets an underscore before it
///   (`10e` → `_10E`, `10C` → `_10_C`), and a name starting with a digit gets a leading underscore;
/// - Swift keywords are escaped with backticks.
package enum AssetSymbolName {
    /// The symbol for asset `name` of `kind`; nil when the name has no letter or digit.
    package static func symbol(for name: String, kind: AssetCatalogue.Kind) -> String? {
        var words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard !words.isEmpty else { return nil }
        dropSuffix(kind == .color ? "Color" : "Image", from: &words)

        let single = words.count == 1 && words[0].allSatisfy { !$0.isLetter || $0.isUppercase }
        var symbol = ""
        for (index, word) in words.enumerated() {
            var word = word
            if index == 0, !single { word = lowerLeadingCapitals(word) }
            if index > 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            symbol += raiseAfterDigits(word)
        }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// Drops a last word `suffix`: a separate word (`products_image`) or a capitalised tail
    /// after a lowercase letter or digit (`AccentColor`); never the whole name.
    private static func dropSuffix(_ suffix: String, from words: inout [String]) {
        guard let last = words.last else { return }
        if words.count > 1, last.lowercased() == suffix.lowercased() {
            words.removeLast()
        } else if last.count > suffix.count, last.hasSuffix(suffix) {
            let stem = last.dropLast(suffix.count)
            if let before = stem.last, before.isLowercase || before.isNumber {
                words[words.count - 1] = String(stem)
            }
        }
    }

    /// `SplashIcon` → `splashIcon`, `UIAccent` → `uiAccent`, `URL` (of `URL_path`) → `url`.
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        guard run > 0 else { return word }
        // Keep the capital that starts the next word (`UIAccent`: `A`), unless the run is the word.
        let lowered = run > 1 && run < characters.count && characters[run].isLowercase ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `10e` → `10E`, `10C` → `10_C`.
    private static func raiseAfterDigits(_ word: String) -> String {
        var result = ""
        var previous: Character?
        for character in word {
            if let previous, previous.isNumber, character.isLetter {
                result += character.isUppercase ? "_" + String(character) : character.uppercased()
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// Words that need backticks as a static member's name.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "Any", "Self", "Type",
    ]
}
