import Foundation

/// The locales a render can be asked for by name: `--locale ar` on the command line,
/// `SnapshotStrategy.standard.locale("he")` in a test (Docs/Languages.md §1).
///
/// A name is a BCP 47 tag or a Foundation identifier (`ar`, `he-IL`, `zh_Hans_CN`, any case)
/// of a locale Foundation has data for, or a pseudolocale (`en-XA`, `ar-XB`). A name Foundation
/// does not know is an error rather than a silent English render, because `Locale(identifier:)`
/// accepts any string.
public enum LocaleNames {
    /// The locale of a render that names none: American English, as Xcode's previews default to.
    public static let standard = Locale(identifier: "en_US")

    /// Every known name as a tag (`ar`, `ar-SA`, `zh-Hans-CN`), then the pseudolocales; sorted.
    public static let known: [String] = {
        let tags = Set(Locale.availableIdentifiers.map(tag(ofIdentifier:)))
        return tags.sorted() + Pseudolocale.allCases.map(\.rawValue)
    }()

    /// Known tags by their lowercased form, for lookups that ignore case and separator.
    private static let byLowercasedTag: [String: String] = Dictionary(
        known.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The locale `name` names.
    ///
    /// - Throws: `VignetteError.unknownLocale` with the closest known names.
    public static func locale(_ name: String) throws -> Locale {
        // Every snapshot check resolves its strategy's locale: found once per name (making the
        // Locale cost about 6% of a small widget's render).
        if let found = resolvedLock.withLock({ resolved[name] }) { return found }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard let known = byLowercasedTag[tag(ofIdentifier: trimmed).lowercased()] else {
            throw VignetteError.unknownLocale(given: trimmed, closest: closest(to: trimmed))
        }
        let locale = Locale(identifier: known.replacingOccurrences(of: "-", with: "_"))
        resolvedLock.withLock { resolved[name] = locale }
        return locale
    }

    /// Locales already resolved, by the name asked for (a handful per process).
    nonisolated(unsafe) private static var resolved: [String: Locale] = [:]
    private static let resolvedLock = NSLock()

    /// The name of `locale` in file names and messages: `ar`, `en-XA`, `zh-Hans`.
    public static func tag(of locale: Locale) -> String {
        tag(ofIdentifier: locale.identifier)
    }

    /// `locale`'s part of a file name: nil for the standard locale, so files made before
    /// locales existed keep their names; otherwise its tag (`ar`, `en-XA`).
    public static func fileNamePart(of locale: Locale) -> String? {
        locale.identifier == standard.identifier ? nil : tag(of: locale)
    }

    /// The known names nearest to a mistyped one, for the error: languages before regions.
    static func closest(to name: String) -> [String] {
        ClosestNames.of(name, in: known, count: 4)
    }

    /// `en_US` → `en-US`: Foundation's separator to BCP 47's.
    private static func tag(ofIdentifier identifier: String) -> String {
        identifier.replacingOccurrences(of: "_", with: "-")
    }
}

extension LayoutDirection {
    /// The direction `locale`'s language is written in: right to left for Arabic, Hebrew,
    /// Persian, Urdu and the other right-to-left scripts, as Foundation's
    /// `Locale.Language.characterDirection` says; left to right otherwise.
    public init(_ locale: Locale) {
        // Asked for every render (each environment is made with it); ICU's answer is found once
        // per identifier: it cost about 1.5% of a small widget's render to PNG.
        if let known = DirectionCache.lock.withLock({ DirectionCache.known[locale.identifier] }) {
            self = known
            return
        }
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let found = self
        DirectionCache.lock.withLock { DirectionCache.known[locale.identifier] = found }
    }
}

/// Directions already found, by locale identifier (a handful per process).
private enum DirectionCache {
    static let lock = NSLock()
    nonisolated(unsafe) static var known: [String: LayoutDirection] = [:]
}
