import Foundation
import Testing
import Vignette

/// String catalogues, `.strings` files and their format strings, fed 100,000 mutated inputs
/// each (characters inserted, deleted, replaced and repeated, from an alphabet of the
/// syntax's own characters and odd ones): a file reads or fails with an `invalidFile` error
/// that names it and a line (or, for a catalogue's structure, the JSON path); a format, whatever a translator wrote, formats any argument
/// without crashing (C's `String(format:)` would read a number under `%s` as an address).
@Suite struct StringTablePropertyTests {
    static let cases = PropertyRun.cases
    static let alphabet: [Character] =
        Array("{}[]\":,\\ \n\t/*;=%$@d1lxs.") + ["é", "日", "\u{0}", "\u{FEFF}", "👩‍👩‍👧", "\u{200F}"]

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
        var strings = MutatedStrings(seeds: [Self.catalogue], alphabet: Self.alphabet, seed: 11)
        #expect(throws: Never.self) { try StringTable(catalogue: Data(Self.catalogue.utf8), file: "seed.xcstrings") }
        for _ in 0..<Self.cases {
            let text = strings.next()
            do {
                let table = try StringTable(catalogue: Data(text.utf8), file: "M.xcstrings")
                _ = table.string("%lld minutes left", locale: Locale(identifier: "de"), .integer(3))
            } catch let error as VignetteError {
                // Syntax errors name a line and column, structure errors the JSON path.
                guard case .invalidFile(let path, let location, _) = error, path == "M.xcstrings",
                    location.hasPrefix("line ") || location.hasPrefix("strings") || location.hasPrefix("sourceLanguage")
                        || location.hasPrefix("version") || location == "top level"
                else {
                    _ = Issue.record("\(text.debugDescription): \(error)")
                    return
                }
            } catch {
                _ = Issue.record("\(text.debugDescription): threw \(type(of: error))")
                return
            }
        }
    }

    @Test func stringsFilesReadOrNameTheirLine() {
        var strings = MutatedStrings(seeds: [Self.strings], alphabet: Self.alphabet, seed: 12)
        for _ in 0..<Self.cases {
            let text = strings.next()
            do {
                let table = try StringTable(stringsFile: Data(text.utf8), language: "de", file: "de.lproj/M.strings")
                _ = table.string("%lld minutes left", locale: Locale(identifier: "de"), .integer(3))
            } catch let error as VignetteError {
                guard case .invalidFile(let path, let location, _) = error, path == "de.lproj/M.strings",
                    location.hasPrefix("line ")
                else {
                    _ = Issue.record("\(text.debugDescription): \(error)")
                    return
                }
            } catch {
                _ = Issue.record("\(text.debugDescription): threw \(type(of: error))")
                return
            }
        }
    }

    @Test func anyFormatTakesAnyArgument() {
        var formats = MutatedStrings(
            seeds: ["%lld min", "%1$@ and %2$lld", "%.2f%%", "%s %c %p", "%5$d", "%-08.3lf", "%llu %x %o", "%9999d"],
            alphabet: Self.alphabet, seed: 13)
        let arguments: [LocalizedArgument] = [
            .integer(.min), .unsigned(.max), .floating(.nan), .floating(-.infinity),
            .floating(1e300), .string("x"), .integer(42),
        ]
        var table = StringTable()
        for _ in 0..<Self.cases {
            let format = formats.next()
            table.add(StringTable.Entry(format), key: "k", language: "en")
            let given = (0..<formats.random.below(4)).map { _ in arguments[formats.random.below(arguments.count)] }
            let text = table.format("k", locale: Locale(identifier: "en_US"), arguments: given).parts.map {
                part -> String in
                switch part {
                case .text(let text): text
                case .argument(let index, let specifier):
                    index < given.count ? given[index].formatted(specifier, locale: Locale(identifier: "de")) : ""
                }
            }.joined()
            if text.utf8.count > 4 * (format.utf8.count + 1) * 400 {
                _ = Issue.record("\(format.debugDescription) wrote \(text.utf8.count) bytes")
                return
            }
        }
    }
}
