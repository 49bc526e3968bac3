import Foundation
import Testing
@testable import Vignette

/// Locale names, the direction a locale gives the layout, and the pseudolocales
/// (Docs/Languages.md §1, §2, §4).
@Suite struct LocaleTests {
    @Test(arguments: [
        ("ar", "ar"), ("AR", "ar"), ("he_IL", "he-IL"), ("zh-hans", "zh-Hans"), ("pt-BR", "pt-BR"),
        ("en-xa", "en-XA"), ("ar_XB", "ar-XB"),
    ])
    func namesAreReadWhateverTheCaseAndSeparator(name: String, tag: String) throws {
        #expect(LocaleNames.tag(of: try LocaleNames.locale(name)) == tag)
    }

    @Test func anUnknownNameListsTheClosestAndThePseudolocales() {
        #expect(throws: VignetteError.unknownLocale(given: "ar-XX", closest: ["ar-XB", "ar-AE", "ar-BH", "ar-DJ"])) {
            try LocaleNames.locale("ar-XX")
        }
        #expect(
            VignetteError.unknownLocale(given: "ar-XX", closest: ["ar-XB", "ar-AE"]).message
                == "unknown locale 'ar-XX'; closest: ar-XB, ar-AE; or a pseudolocale: en-XA (accented and 40% longer), ar-XB (right to left)"
        )
        #expect(throws: VignetteError.unknownLocale(given: "klingon", closest: [])) {
            try LocaleNames.locale("klingon")
        }
        #expect(
            VignetteError.unknownLocale(given: "klingon", closest: []).message
                == "unknown locale 'klingon'; give a language or language-region such as ar, de, en-GB, he, ja or zh-Hans, "
                + "or a pseudolocale: en-XA (accented and 40% longer), ar-XB (right to left)")
    }

    @Test(arguments: ["ar", "ar-SA", "he", "fa", "ur", "ar-XB"])
    func rightToLeftLanguagesLayOutRightToLeft(name: String) throws {
        #expect(WidgetEnvironment(locale: try LocaleNames.locale(name)).layoutDirection == .rightToLeft)
    }

    @Test(arguments: ["en", "de", "ja", "zh-Hans", "en-XA"])
    func otherLanguagesLayOutLeftToRight(name: String) throws {
        #expect(WidgetEnvironment(locale: try LocaleNames.locale(name)).layoutDirection == .leftToRight)
    }

    @Test func aPseudolocaleFormatsInAmericanEnglish() throws {
        let environment = WidgetEnvironment(locale: try LocaleNames.locale("ar-XB"))
        #expect(environment.pseudolocale == .rightToLeft)
        #expect(environment.locale.identifier == "en_US")
        #expect(WidgetEnvironment(locale: try LocaleNames.locale("de")).pseudolocale == nil)
    }

    @Test func fileNamesCarryTheLocaleUnlessItIsTheStandardOne() throws {
        let device = try DeviceCatalog.standard.device(id: "iphone-16-pro-max")
        let date = Date(timeIntervalSince1970: 1_795_420_800)
        let arabic = WidgetRenderSpec(
            family: .systemMedium, device: device, date: date, locale: try LocaleNames.locale("ar"))
        let english = WidgetRenderSpec(family: .systemMedium, device: device, date: date)
        #expect(arabic.fileStem(widget: "weather") == "weather_systemMedium_iphone-16-pro-max_ios26_light_ar@3x")
        #expect(english.fileStem(widget: "weather") == "weather_systemMedium_iphone-16-pro-max_ios26_light@3x")
    }

    @Test func accentedPseudolocaleAccentsBracketsAndLengthens() {
        let style = TextSpan(range: 0..<0, font: .body, color: .black)
        let out = Pseudolocale.accented.transform([("Partly Cloudy", style)]).map(\.0).joined()
        #expect(out == "[Ṕáŕţļý Çļöûðý one]")
        // 13 characters become 19: 46% longer, about Android's 40%.
        #expect(out.count == 19)
        #expect(
            Pseudolocale.accented.transform([("Heavy rain tomorrow afternoon", style)]).map(\.0).joined()
                == "[Ĥéáṽý ŕáîñ ţöḿöŕŕöŵ áƒţéŕñööñ one two three]")
        // A text without letters is left alone: numbers are not messages.
        #expect(Pseudolocale.accented.transform([("72°", style)]).map(\.0) == ["72°"])
    }

    @Test func rightToLeftPseudolocaleReversesEachWord() {
        let style = TextSpan(range: 0..<0, font: .body, color: .black)
        let out = Pseudolocale.rightToLeft.transform([("H:8° L:2°", style)]).map(\.0).joined()
        #expect(out == "\u{200F}\u{202E}H\u{202C}:8° \u{202E}L\u{202C}:2°")
    }
}
