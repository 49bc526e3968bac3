import Foundation

/// An app's strings in its languages, as one table (`Localizable`) of an Xcode string
/// catalogue (`.xcstrings`) or of `.strings` files in `<language>.lproj` folders
/// (Docs/Languages.md §3). The core reads no files: `StringTable(catalogue:…)` and
/// `StringTable(stringsFile:…)` parse bytes, and the SwiftUI layer finds the files in the
/// resources folders.
///
/// ```swift
/// let table = try StringTable(catalogue: data, file: "Localizable.xcstrings")
/// Words(table.string("%lld minutes", locale: environment.locale, .integer(5)))  // "5 دقائق" in Arabic
/// ```
public struct StringTable: Sendable {
    /// One key's value in one language: a single string, or plural forms chosen by a number.
    public struct Entry: Hashable, Sendable {
        /// The forms by plural category; a string without plural variations is its `other` form.
        public var forms: [PluralCategory: String]
        /// Parts written `%#@name@` in a form, each chosen by the plural of its own argument.
        public var substitutions: [String: Substitution]

        /// A value without variations.
        public init(_ value: String) {
            forms = [.other: value]
            substitutions = [:]
        }

        /// A value with plural forms (`other` should be among them) and substitutions.
        public init(forms: [PluralCategory: String], substitutions: [String: Substitution] = [:]) {
            self.forms = forms
            self.substitutions = substitutions
        }
    }

    /// A catalogue substitution: argument `argument` (from 0) as `specifier`, in the plural form
    /// its value takes, `%arg` in each form standing for the number.
    public struct Substitution: Hashable, Sendable {
        /// Which argument of the format, counting from 0.
        public var argument: Int
        /// How the number is written in each form (`lld`).
        public var specifier: String
        /// The text of each plural form the language has.
        public var forms: [PluralCategory: String]
    }

    /// The language the strings were written in (the catalogue's `sourceLanguage`), shown
    /// where a language has no translation.
    public var sourceLanguage: String
    /// Each key's values by language tag as the files spell it (`ar`, `zh-Hans`, `pt-BR`).
    public private(set) var strings: [String: [String: Entry]] = [:]

    /// An empty table whose strings are written in `sourceLanguage`.
    public init(sourceLanguage: String = "en") {
        self.sourceLanguage = sourceLanguage
    }

    /// Sets `key`'s value in `language`, unless the table already has one (the first file read wins).
    public mutating func add(_ entry: Entry, key: String, language: String) {
        if strings[key]?[language] == nil { strings[key, default: [:]][language] = entry }
    }

    /// Adds every value of `other` that this table lacks.
    public mutating func merge(_ other: StringTable) {
        for (key, languages) in other.strings {
            for (language, entry) in languages { add(entry, key: key, language: language) }
        }
    }

    /// The value shown for `key` in `locale`: the most specific of its language's tags the table
    /// has (`ar-SA`, then `ar`), else the source language's; nil when there is none, and iOS
    /// shows the key itself.
    public func entry(_ key: String, locale: Locale) -> Entry? {
        guard let languages = strings[key] else { return nil }
        let byTag = Dictionary(
            languages.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        for tag in Self.tags(of: locale) + [sourceLanguage.lowercased(), "base"] {
            if let entry = byTag[tag] { return entry }
        }
        return nil
    }

    /// The format shown for `key` in `locale` with `arguments`: the key itself when the table
    /// has no value, the plural form the first number the value uses asks for, substitutions
    /// filled in.
    public func format(_ key: String, locale: Locale, arguments: [LocalizedArgument?]) -> LocalizedFormat {
        guard let entry = entry(key, locale: locale) else { return LocalizedFormat(key) }
        let rules = PluralRules(locale)
        func choose(_ forms: [PluralCategory: String], by index: Int?, specifier: String?) -> String {
            let fallback = forms[.other] ?? forms.values.sorted().first ?? ""
            guard let index, let specifier, index < arguments.count,
                let operands = arguments[index]?.pluralOperands(specifier)
            else { return fallback }
            return forms[rules.category(operands)] ?? fallback
        }
        let other = LocalizedFormat(entry.forms[.other] ?? "")
        let counted = other.arguments.sorted { $0.key < $1.key }.first { index, _ in
            index < arguments.count && arguments[index]?.pluralOperands("%lld") != nil
        }
        var chosen = choose(entry.forms, by: counted?.key, specifier: counted?.value)
        for (name, substitution) in entry.substitutions {
            let form = choose(substitution.forms, by: substitution.argument, specifier: substitution.specifier)
            let placeholder = "%\(substitution.argument + 1)$" + substitution.specifier.dropFirst()
            chosen = chosen.replacingOccurrences(
                of: "%#@\(name)@", with: form.replacingOccurrences(of: "%arg", with: placeholder))
        }
        return LocalizedFormat(chosen)
    }

    /// The text shown for `key` in `locale` with `arguments` put in: for widgets written in
    /// the core DSL, which look their words up themselves.
    public func string(_ key: String, locale: Locale, _ arguments: LocalizedArgument...) -> String {
        format(key, locale: locale, arguments: arguments).parts.map { part in
            switch part {
            case .text(let text): text
            case .argument(let index, let specifier):
                index < arguments.count ? arguments[index].formatted(specifier, locale: locale) : ""
            }
        }.joined()
    }

    /// `locale`'s language tags, most specific first, lowercased: `ar-arab-sa`, `ar-sa`, `ar-arab`, `ar`.
    static func tags(of locale: Locale) -> [String] {
        let language = locale.language
        guard let code = language.languageCode?.identifier else { return [] }
        let script = language.script?.identifier, region = locale.region?.identifier
        let tags = [[code, script, region], [code, region], [code, script], [code]]
            .filter { $0.allSatisfy { $0 != nil } }.map { $0.compactMap { $0 }.joined(separator: "-").lowercased() }
        return tags.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
