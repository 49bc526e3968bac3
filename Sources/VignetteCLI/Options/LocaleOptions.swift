import ArgumentParser
import Foundation
import Vignette

/// `--locale`: the languages a command renders in, shared by the commands that render
/// (Docs/Languages.md §1).
struct LocaleOptions: ParsableArguments {
    @Option(
        help: .of(LocaleList.self, "Locales to render in.", whenAbsent: "en-US"),
        completion: LocaleList.defaultCompletionKind, transform: { try LocaleList.parse($0) })
    var locale: [LocaleList] = []

    /// The locales named, each once in order; the standard locale (en-US) when none was.
    var locales: [Locale] {
        var chosen: [Locale] = []
        for locale in self.locale.flatMap(\.locales) where !chosen.contains(locale) { chosen.append(locale) }
        return chosen.isEmpty ? [LocaleNames.standard] : chosen
    }

    /// The one locale a command that renders in one language takes.
    func single(for command: String) throws -> Locale {
        let all = locales
        guard all.count == 1 else {
            throw ValidationError(
                "\(command) renders in one locale; give one --locale, not \(all.map(LocaleNames.tag).joined(separator: ", "))"
            )
        }
        return all[0]
    }
}

/// One `--locale` value: a locale name, or several separated by commas.
struct LocaleList: OptionValue {
    let locales: [Locale]

    init?(argument: String) {
        guard let list = try? Self.parse(argument) else { return nil }
        self = list
    }

    private init(_ locales: [Locale]) { self.locales = locales }

    static func parse(_ text: String) throws -> LocaleList {
        LocaleList(
            try OptionText.items(text, expected: example).map { name in
                do {
                    return try LocaleNames.locale(name)
                } catch VignetteError.unknownLocale(let given, let closest) {
                    throw OptionError.unknownLocale(given: given, closest: closest)
                }
            })
    }

    static var valueKind: String { "locale" }
    static var allValueStrings: [String] {
        ["en-US", "ar", "he", "de", "ja", "zh-Hans"] + Pseudolocale.allCases.map(\.rawValue)
    }
    static var valuesSummary: String {
        "a language or language-region Foundation knows (ar, he-IL, zh-Hans…), or a pseudolocale: "
            + Pseudolocale.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
            + "; repeatable or comma-separated"
    }
    var defaultValueDescription: String { locales.map(LocaleNames.tag).joined(separator: ",") }
}
