import Foundation
import Testing
@testable import Vignette

/// String catalogues and `.strings` files (Docs/Languages.md §3): what a key shows in a locale,
/// the plural form a number picks, arguments in a translation's own order, and where a file
/// that does not parse breaks.
@Suite struct StringTableTests {
    static let catalogue = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld minutes" : {
              "localizations" : {
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا دقائق" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "دقيقة واحدة" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "دقيقتان" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld دقائق" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld دقيقة" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld دقيقة" } }
                } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "new", "value" : "%lld minute" } },
                  "other" : { "stringUnit" : { "state" : "new", "value" : "%lld minutes" } }
                } } }
              }
            },
            "%@ in %@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "In %2$@: %1$@" } }
              }
            },
            "Next class" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Nächste Stunde" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "下一节课" } },
                "pt-PT" : { "stringUnit" : { "state" : "translated", "value" : "Próxima aula" } },
                "pt" : { "stringUnit" : { "state" : "translated", "value" : "Próxima matéria" } }
              }
            },
            "%lld of %lld done" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "new", "value" : "%#@done@ of %#@total@" },
                  "substitutions" : {
                    "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "new", "value" : "%arg task" } },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "%arg tasks" } } } } },
                    "total" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "new", "value" : "%arg done" } },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "%arg" } } } } }
                  }
                }
              }
            },
            "Tap to open" : {
              "localizations" : {
                "fr" : { "variations" : { "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Touchez (iPad)" } },
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Touchez pour ouvrir" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Cliquez pour ouvrir" } }
                } } }
              }
            },
            "Vignette" : { "shouldTranslate" : false }
          },
          "version" : "1.0"
        }
        """

    func table() throws -> StringTable {
        try StringTable(catalogue: Data(Self.catalogue.utf8), file: "Localizable.xcstrings")
    }

    func locale(_ name: String) throws -> Locale { try LocaleNames.locale(name) }

    @Test func pluralFormsFollowTheLanguagesRules() throws {
        let table = try table()
        let arabic = try [0, 1, 2, 3, 11, 100].map {
            try table.string("%lld minutes", locale: locale("ar"), .integer($0))
        }
        #expect(arabic == ["لا دقائق", "دقيقة واحدة", "دقيقتان", "3 دقائق", "11 دقيقة", "100 دقيقة"])
        #expect(try table.string("%lld minutes", locale: locale("en"), .integer(1)) == "1 minute")
        #expect(try table.string("%lld minutes", locale: locale("en"), .integer(1_500)) == "1,500 minutes")
    }

    @Test func positionalArgumentsFollowTheTranslationsOrder() throws {
        let table = try table()
        #expect(
            try table.string("%@ in %@", locale: locale("de"), .string("Mathe"), .string("Raum 4"))
                == "In Raum 4: Mathe")
        // No English value: the key itself is the format.
        #expect(
            try table.string("%@ in %@", locale: locale("en"), .string("Maths"), .string("Room 4")) == "Maths in Room 4"
        )
    }

    @Test func theMostSpecificLanguageWinsThenTheLanguageThenTheKey() throws {
        let table = try table()
        #expect(try table.string("Next class", locale: locale("de-AT")) == "Nächste Stunde")
        #expect(try table.string("Next class", locale: locale("pt-PT")) == "Próxima aula")
        #expect(try table.string("Next class", locale: locale("pt-BR")) == "Próxima matéria")
        #expect(try table.string("Next class", locale: locale("zh-Hans-CN")) == "下一节课")
        #expect(try table.string("Next class", locale: locale("ja")) == "Next class")
        #expect(try table.string("Not in the table", locale: locale("de")) == "Not in the table")
        #expect(try table.entry("Vignette", locale: locale("de")) == nil)
    }

    @Test func substitutionsTakeThePluralOfTheirOwnArgument() throws {
        let table = try table()
        #expect(try table.string("%lld of %lld done", locale: locale("en"), .integer(1), .integer(3)) == "1 task of 3")
        #expect(
            try table.string("%lld of %lld done", locale: locale("en"), .integer(2), .integer(1)) == "2 tasks of 1 done"
        )
    }

    @Test func aDeviceVariationShowsTheIPhonesForm() throws {
        #expect(try table().string("Tap to open", locale: locale("fr")) == "Touchez pour ouvrir")
    }

    @Test func formatsReadPercentSignsPositionsAndPrecision() {
        #expect(
            LocalizedFormat("%lld%% of %2$@, %.1f").parts == [
                .argument(index: 0, specifier: "%lld"), .text("% of "), .argument(index: 1, specifier: "%@"),
                .text(", "),
                .argument(index: 2, specifier: "%.1f"),
            ])
        #expect(LocalizedFormat("50%! Done: 100%").parts == [.text("50%! Done: 100%")])
        #expect(LocalizedArgument.floating(2.26).formatted("%.1f", locale: Locale(identifier: "de_DE")) == "2,3")
        #expect(LocalizedArgument.integer(1234).formatted("%d", locale: Locale(identifier: "en_US")) == "1,234")
    }

    @Test func aCatalogueThatDoesNotParseNamesTheFileAndLine() {
        let broken =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hi\" : { \"localizations\" : { } },\n  }\n}\n"
        #expect(
            throws: VignetteError.invalidFile(
                path: "Broken.xcstrings", location: "line 5, column 3",
                reason: "unexpected '}'; expected a member name in double quotes")
        ) {
            try StringTable(catalogue: Data(broken.utf8), file: "Broken.xcstrings")
        }
        let wrongShape =
            "{\n  \"strings\" : {\n    \"Hi\" : {\n      \"localizations\" : {\n        \"de\" : \"Hallo\"\n      }\n    }\n  }\n}\n"
        #expect(
            throws: VignetteError.invalidFile(
                path: "Shape.xcstrings", location: "line 5, strings.Hi.localizations.de",
                reason: "expected an object, found the string \"Hallo\"")
        ) {
            try StringTable(catalogue: Data(wrongShape.utf8), file: "Shape.xcstrings")
        }
        let badPlural = """
            {"strings": {"%lld days": {"localizations": {"ar": {"variations": {"plural": {
              "several": {"stringUnit": {"value": "%lld"}}}}}}}}}
            """
        #expect(
            throws: VignetteError.invalidFile(
                path: "Plural.xcstrings",
                location: "line 2, strings.\"%lld days\".localizations.ar.variations.plural.several",
                reason: "unknown plural category 'several'; CLDR's are zero, one, two, few, many, other")
        ) {
            try StringTable(catalogue: Data(badPlural.utf8), file: "Plural.xcstrings")
        }
    }

    @Test func stringsFilesReadCommentsEscapesAndBareWords() throws {
        let text = """
            /* The title of the widget. */
            "Next class" = "Nächste \\"Stunde\\"";
            // A line comment
            "Room %@" = "Raum\\t%@\\n";
            greeting = "Gr\\U00FC\\U00DF dich";
            """
        let table = try StringTable(stringsFile: Data(text.utf8), language: "de", file: "de.lproj/Localizable.strings")
        let german = try locale("de")
        #expect(table.string("Next class", locale: german) == "Nächste \"Stunde\"")
        #expect(table.string("Room %@", locale: german, .string("4")) == "Raum\t4\n")
        #expect(table.string("greeting", locale: german) == "Grüß dich")
    }

    @Test func aStringsFileThatDoesNotParseNamesTheLineAndColumn() {
        let file = "de.lproj/Localizable.strings"
        #expect(
            throws: VignetteError.invalidFile(
                path: file, location: "line 2, column 1",
                reason: "expected ';' after the value of \"a\", found '\"'")
        ) {
            try StringTable(stringsFile: Data("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), language: "de", file: file)
        }
        #expect(
            throws: VignetteError.invalidFile(
                path: file, location: "line 1, column 7",
                reason: "the string that starts here has no closing quote")
        ) {
            try StringTable(stringsFile: Data("\"a\" = \"b;\n".utf8), language: "de", file: file)
        }
        #expect(
            throws: VignetteError.invalidFile(
                path: file, location: "line 1, column 5",
                reason: "expected '=' after the key \"a\", found ':'")
        ) {
            try StringTable(stringsFile: Data("\"a\" : \"b\";".utf8), language: "de", file: file)
        }
    }

    @Test func utf16StringsFilesAreRead() throws {
        var data = Data([0xFF, 0xFE])
        data.append("\"Hi\" = \"Hallo\";".data(using: .utf16LittleEndian)!)
        let table = try StringTable(stringsFile: data, language: "de", file: "de.lproj/Localizable.strings")
        #expect(try table.string("Hi", locale: locale("de")) == "Hallo")
    }
}
