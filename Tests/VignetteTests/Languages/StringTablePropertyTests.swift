import Foundation
import Testing
@testable import Vignette

/// String catalogues, `.strings` files and their format strings, fed 100,000 mutated inputs
/// each (characters inserted, deleted, replaced and repeated, from an alphabet of the
/// syntax's own characters and odd ones): a file reads or fails with an `invalidFile` error
/// that names it and a line (or, for a catalogue's structure, the JSON path); a format, whatever a translator wrote, formats any argument
/// without crashing (C's `String(format:)` would read a number under `%s` as an address).
@Suite struct StringTablePropertyTests {
    static let cases = 100_000
    static let alphabet: [Character] = Array("{}[]\":,\\ \n\t/*;=%$@d1lxs.") + ["é", "日", "\u{0}", "\u{FEFF}", "👩‍👩‍👧", "\u{200F}"]

    static let catalogue = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld minutes left": {"localizations": {"de": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld Minute"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld Minuten"}}}}},
            "ar": {"stringUnit": {"state": "translated", "value": "%1$@ دقيقة"}}}},
          "Sunny": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Sonnig"}}}}}}
        """#

    static let strings = #"""
        /* Weather */
        "Sunny" = "Sonnig";
        // the count
        "%lld minutes left" = "noch %lld Minuten \"genau\"\n";
        """#

    @Test func cataloguesReadOrNameTheirLine() {
        var random = SplitMix64(seed: 11)
        #expect(throws: Never.self) { try StringTable(catalogue: Data(Self.catalogue.utf8), file: "seed.xcstrings") }
        for _ in 0..<Self.cases {
            let text = random.mutate(Self.catalogue, alphabet: Self.alphabet)
            do {
                let table = try StringTable(catalogue: Data(text.utf8), file: "M.xcstrings")
                _ = table.string("%lld minutes left", locale: Locale(identifier: "de"), .integer(3))
            } catch let error as VignetteError {
                // Syntax errors name a line and column, structure errors the JSON path.
                guard case .invalidFile(let path, let location, _) = error, path == "M.xcstrings",
                      location.hasPrefix("line ") || location.hasPrefix("strings") || location.hasPrefix("sourceLanguage")
                        || location.hasPrefix("version") || location == "top level" else {
                    _ = Issue.record("\(text.debugDescription): \(error)"); return
                }
            } catch {
                _ = Issue.record("\(text.debugDescription): threw \(type(of: error))"); return
            }
        }
    }

    @Test func stringsFilesReadOrNameTheirLine() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<Self.cases {
            let text = random.mutate(Self.strings, alphabet: Self.alphabet)
            do {
                let table = try StringTable(stringsFile: Data(text.utf8), language: "de", file: "de.lproj/M.strings")
                _ = table.string("%lld minutes left", locale: Locale(identifier: "de"), .integer(3))
            } catch let error as VignetteError {
                guard case .invalidFile(let path, let location, _) = error, path == "de.lproj/M.strings", location.hasPrefix("line ") else {
                    _ = Issue.record("\(text.debugDescription): \(error)"); return
                }
            } catch {
                _ = Issue.record("\(text.debugDescription): threw \(type(of: error))"); return
            }
        }
    }

    @Test func anyFormatTakesAnyArgument() {
        var random = SplitMix64(seed: 13)
        let seeds = ["%lld min", "%1$@ and %2$lld", "%.2f%%", "%s %c %p", "%5$d", "%-08.3lf", "%llu %x %o", "%9999d"]
        let arguments: [LocalizedArgument] = [.integer(.min), .unsigned(.max), .floating(.nan), .floating(-.infinity),
                                              .floating(1e300), .string("x"), .integer(42)]
        var table = StringTable()
        for _ in 0..<Self.cases {
            let format = random.mutate(seeds[random.below(seeds.count)], alphabet: Self.alphabet)
            table.add(StringTable.Entry(format), key: "k", language: "en")
            let given = (0..<random.below(4)).map { _ in arguments[random.below(arguments.count)] }
            let text = table.format("k", locale: Locale(identifier: "en_US"), arguments: given).parts.map { part -> String in
                switch part {
                case .text(let text): text
                case .argument(let index, let specifier): index < given.count ? given[index].formatted(specifier, locale: Locale(identifier: "de")) : ""
                }
            }.joined()
            if text.utf8.count > 4 * (format.utf8.count + 1) * 400 { _ = Issue.record("\(format.debugDescription) wrote \(text.utf8.count) bytes"); return }
        }
    }
}

/// A small seeded generator (SplitMix64) and string mutations from it, so a failure repeats.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }

    /// `seed` with up to three edits, or (one time in ten) its first characters only.
    mutating func mutate(_ seed: String, alphabet: [Character]) -> String {
        var characters = Array(seed)
        if below(10) == 0 { return String(characters.prefix(below(characters.count + 1))) }
        for _ in 0..<1 + below(3) {
            let at = below(characters.count + 1)
            switch below(4) {
            case 0: characters.insert(alphabet[below(alphabet.count)], at: at)
            case 1 where at < characters.count: characters.remove(at: at)
            case 2 where at < characters.count: characters[at] = alphabet[below(alphabet.count)]
            default: characters.insert(contentsOf: characters[at...].prefix(3), at: at)
            }
        }
        return String(characters)
    }
}
