import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `--locale` in the commands that render (Docs/Languages.md §1): file names carry the
/// locale, lint names it in its findings, and a name Vignette does not know is an error
/// listing the closest ones.
@Suite struct LocaleOptionTests {
    @Test func renderWritesOneFilePerLocaleNamedAfterIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette([
            "render", "--widget", "weather", "--family", "systemSmall", "--locale", "ar,en-XA", "--locale", "en-US",
            "--out", out,
        ])
        #expect(
            contents(of: out) == [
                "weather_systemSmall_iphone-16-pro-max_ios26_light@3x.png",
                "weather_systemSmall_iphone-16-pro-max_ios26_light_ar@3x.png",
                "weather_systemSmall_iphone-16-pro-max_ios26_light_en-XA@3x.png",
            ])
    }

    @Test func anUnknownLocaleListsTheClosestNames() {
        #expect(
            failure(["render", "--widget", "weather", "--locale", "ar-XX", "--out", "/nonexistent"])
                == "The value 'ar-XX' is invalid for '--locale <locale>': unknown locale 'ar-XX'; closest: ar-XB, ar-AE, ar-BH, ar-DJ; "
                + "or a pseudolocale: en-XA (accented and 40% longer), ar-XB (right to left)")
        #expect(
            failure(["lint", "--widget", "weather", "--locale", "de,klingon", "--out", "none"])
                == "The value 'de,klingon' is invalid for '--locale <locale>': unknown locale 'klingon'; give a language or "
                + "language-region such as ar, de, en-GB, he, ja or zh-Hans, or a pseudolocale: en-XA (accented and 40% longer), "
                + "ar-XB (right to left)")
        #expect(
            failure(["gallery", "--locale", " ", "--out", "/nonexistent"])
                == "The value ' ' is invalid for '--locale <locale>': the value is empty or blank; give a locale such as en-US"
        )
    }

    @Test func commandsThatRenderOneLanguageTakeOneLocale() {
        #expect(
            failure(["gallery", "--widget", "weather", "--locale", "ar,he", "--out", "/nonexistent"])
                == "gallery renders in one locale; give one --locale, not ar, he")
        #expect(
            failure([
                "timeline", "--widget", "weather", "--day", "2026-11-23", "--locale", "ar", "--locale", "de",
                "--out", "/nonexistent",
            ])
                == "timeline renders in one locale; give one --locale, not ar, de")
    }

    @Test func lintReportsTruncationPerLocale() throws {
        // Lint exits 1 for the weather widget's own errors; the JSON is printed either way.
        let output = vignetteWithErrors([
            "lint", "--widget", "weather", "--family", "systemLarge", "--device", "iphone-6",
            "--moment", "sunny-morning", "--locale", "en-US,en-XA", "--out", "none",
            "--format", "json",
        ]).output
        let report = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let findings = (report?["findings"] as? [[String: Any]] ?? []).filter {
            $0["rule"] as? String == "text-truncated"
        }
        // "Today" fits in English; accented and lengthened, it is cut on the smallest iPhone.
        #expect(findings.map { $0["message"] as? String } == ["text truncated on iPhone 6 in en-XA: '[Ţöð…'"])
        #expect(findings.map { $0["locale"] as? String } == ["en-XA"])
    }

    @Test func screenshotsRenderOnlyTheLocalesAsked() throws {
        #expect(try ScreenshotsCommand.only([LocaleNames.locale("zh-Hans")], of: ["en-US", "zh-Hans"]) == ["zh-Hans"])
        #expect(throws: (any Error).self) {
            try ScreenshotsCommand.only([LocaleNames.locale("ar")], of: ["en-US", "zh-Hans"])
        }
        #expect(
            failure([
                "screenshots", "--config", "Examples/Screenshots/store.json", "--locale", "ar", "--out", "/nonexistent",
            ])
                == "--locale ar: the screenshot config has no strings for it; its locales: en-US, zh-Hans")
    }
}
