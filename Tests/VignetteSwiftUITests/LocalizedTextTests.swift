import Foundation
import SwiftUI
import Testing
import Vignette

/// `Text("…")` looked up in the string tables of the resources folders (Docs/Languages.md §3):
/// the key Xcode extracts, plural forms, arguments in a translation's order, `.strings` files,
/// other tables, and a catalogue that does not parse failing the render with its file and line.
@Suite struct LocalizedTextTests {
    static let catalogue = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld minutes left" : {
              "localizations" : {
                "ar" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "بقيت دقيقة واحدة" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "بقيت دقيقتان" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "بقيت %lld دقائق" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "بقيت %lld دقيقة" } }
                } } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Noch %lld Minuten" } }
              }
            },
            "%@ at %@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Um %2$@: %1$@" } }
              }
            },
            "Next class" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Nächste Stunde" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// A resources folder with `Localizable.xcstrings`, `Widgets.xcstrings` and a `.strings`
    /// file, removed when `body` returns.
    func withResources<T>(catalogue: String = Self.catalogue, _ body: () throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-strings-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("Resources/he.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(catalogue.utf8).write(to: folder.appendingPathComponent("Resources/Localizable.xcstrings"))
        try Data("/* Hebrew */\n\"Next class\" = \"השיעור הבא\";\n".utf8).write(
            to: lproj.appendingPathComponent("Localizable.strings"))
        let widgets =
            #"{"sourceLanguage": "en", "strings": {"Next class": {"localizations": {"de": {"stringUnit": {"value": "Als Nächstes"}}}}}}"#
        try Data(widgets.utf8).write(to: folder.appendingPathComponent("Resources/Widgets.xcstrings"))
        return try AssetLibrary.$overridingFolders.withValue([folder]) { try body() }
    }

    let ar = try! LocaleNames.locale("ar"), de = try! LocaleNames.locale("de"), he = try! LocaleNames.locale("he")
    let en = LocaleNames.standard

    @Test func theKeyIsTheLiteralWithEachInterpolationsSpecifier() {
        let minutes = 5, share = 0.5, name = "Ada"
        #expect(LocalizedStringKey("\(minutes) minutes left").key == "%lld minutes left")
        #expect(LocalizedStringKey("\(share, specifier: "%.0f")% done by \(name)").key == "%.0f%% done by %@")
        #expect(LocalizedStringKey("100% sure").key == "100% sure")
    }

    @Test func aNumberPicksItsPluralFormInTheLocale() throws {
        try withResources {
            func left(_ minutes: Int, _ locale: Locale) -> Node { Text("\(minutes) minutes left").node(in: locale) }
            #expect(left(1, ar) == .words("بقيت دقيقة واحدة"))
            #expect(left(2, ar) == .words("بقيت دقيقتان"))
            #expect(left(7, ar) == .words("بقيت 7 دقائق"))
            #expect(left(45, ar) == .words("بقيت 45 دقيقة"))
            #expect(left(1_500, de) == .words("Noch 1.500 Minuten"))
            // No English value: the literal, formatted as before.
            #expect(left(3, en) == .words("3 minutes left"))
        }
    }

    @Test func argumentsTakeTheTranslationsOrderAndKeepTheirStyles() throws {
        try withResources {
            let room = "Room 4"
            let text = Text("\(Text("Maths").bold()) at \(room)")
            #expect(
                text.node(in: de)
                    == .joinedWords([
                        .words("Um Room 4: "), .modified(.words("Maths"), .fontWeight(.bold)),
                    ]))
        }
    }

    @Test func stringsFilesAndOtherTablesAreLookedUpToo() throws {
        try withResources {
            #expect(Text("Next class").node(in: he) == .words("השיעור הבא"))
            #expect(Text("Next class").node(in: de) == .words("Nächste Stunde"))
            #expect(Text("Next class", tableName: "Widgets").node(in: de) == .words("Als Nächstes"))
            #expect(Text(verbatim: "Next class").node(in: de) == .words("Next class"))
        }
    }

    @Test func aCatalogueThatDoesNotParseFailsTheRenderNamingItsFileAndLine() throws {
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Next class\" : {\n  }\n"
        let error = try withResources(catalogue: broken) {
            #expect(throws: AssetError.self) { try reportingAssetProblems { Text("Next class").node(in: de) } }
            do {
                _ = try reportingAssetProblems { Text("Next class").node(in: de) }
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(error.hasPrefix("string table /"))
        #expect(
            error.hasSuffix(
                "/Resources/Localizable.xcstrings: line 6, column 1: unexpected end of file; "
                    + "expected ',' or '}' after the value of 'Next class'"))
    }
}
