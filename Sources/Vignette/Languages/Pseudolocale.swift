import Foundation

/// A made-up locale that shows what translation will do to a layout before any translation
/// exists, named as Android names its two (Docs/Languages.md §4): `en-XA` and `ar-XB`.
///
/// Every text a widget shows is pseudolocalized, whether or not it came from a string
/// table (Vignette cannot tell a string that will be translated from one that will not);
/// texts without a letter ("72°", "09:41") are left as they are. Numbers and dates are
/// formatted in `formattingLocale`, since the words stay English.
public enum Pseudolocale: String, CaseIterable, Hashable, Sendable {
    /// `en-XA`: every letter accented, each text in brackets and about 40% longer.
    case accented = "en-XA"
    /// `ar-XB`: laid out right to left, each word's letters in reverse order.
    case rightToLeft = "ar-XB"

    /// The pseudolocale `locale` names (`en-XA`, `en_XA`), nil for a real locale.
    public init?(_ locale: Locale) {
        let tag = locale.identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == tag }) else { return nil }
        self = match
    }

    /// What it does, in a few words (error messages and help).
    public var summary: String {
        switch self {
        case .accented: "accented and 40% longer"
        case .rightToLeft: "right to left"
        }
    }

    /// The locale numbers and dates are written in: American English, like the words.
    public static let formattingLocale = LocaleNames.standard

    /// How much longer `en-XA` makes a text, brackets included: Android says only that it
    /// "expands" the text; 40% is our figure (Docs/Languages.md §4).
    static let expansion = 0.4

    /// Unaccented words appended to lengthen an `en-XA` text, as Android's pseudolocale does.
    private static let fillerWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
    ]

    /// One text's styled pieces as this pseudolocale shows them; unchanged when no piece has a letter.
    func transform(_ pieces: [(String, TextSpan)]) -> [(String, TextSpan)] {
        guard let first = pieces.first, let last = pieces.last,
            pieces.contains(where: { $0.0.contains(where: \.isLetter) })
        else { return pieces }
        switch self {
        case .accented:
            var out = pieces.map { (Self.accented($0.0), $0.1) }
            let length = pieces.reduce(0) { $0 + $1.0.count }
            let filler = Self.filler(length: Int((Double(length) * Self.expansion).rounded(.up)) - 3)
            out.insert(("[", first.1.withoutSymbol), at: 0)
            out.append(((filler.isEmpty ? "" : " " + filler) + "]", last.1.withoutSymbol))
            return out
        case .rightToLeft:
            // A right-to-left mark first makes the paragraph right to left; each run of
            // letters is forced right to left, so its letters show in reverse order.
            var out = pieces.map { (Self.reversingLetterRuns($0.0), $0.1) }
            out.insert(("\u{200F}", first.1.withoutSymbol), at: 0)
            return out
        }
    }

    /// Unaccented filler words at least `length` characters long (none for 0 or less).
    static func filler(length: Int) -> String {
        var words: [String] = []
        var count = 0
        while count < length {
            let word = fillerWords[words.count % fillerWords.count]
            count += (words.isEmpty ? 0 : 1) + word.count
            words.append(word)
        }
        return words.joined(separator: " ")
    }

    /// `text` with each basic Latin letter replaced by an accented one of the same shape.
    static func accented(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// `text` with every run of letters wrapped in right-to-left override … pop directional formatting.
    static func reversingLetterRuns(_ text: String) -> String {
        var out = ""
        var inRun = false
        for character in text {
            if character.isLetter != inRun {
                out.unicodeScalars.append(inRun ? "\u{202C}" : "\u{202E}")
                inRun.toggle()
            }
            out.append(character)
        }
        if inRun { out.unicodeScalars.append("\u{202C}") }
        return out
    }

    /// a–z and A–Z with an accented letter each; every one is in Inter (Latin-1, Extended-A/B
    /// and Extended Additional), so the pseudolocale measures with the font real text uses.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let marked = Array("áƀçðéƒĝĥîĵķļḿñöṕǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻḾÑÖṔǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
