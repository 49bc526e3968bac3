import Foundation
import Vignette
import VignetteCairo

/// How a widget becomes pixels and how those are judged: the fonts text is set in, where
/// pictures come from, and the comparison. A value, so a suite can keep its own
/// (`.standard.tolerance(…)`).
public struct SnapshotStrategy: Sendable {
    /// The font library to measure and draw with; called once per assertion.
    public var fonts: @Sendable () throws -> FontLibrary
    /// How a render is compared with its reference.
    public var diffing: ImageDiffing
    /// Where the widget's pictures and symbols come from.
    public var resources: ResourceResolver
    /// SF Symbols templates drawn in place of the icon font (`--symbols`); called once per
    /// assertion. By default the folder `$VIGNETTE_SYMBOLS` names, else none (Docs/Symbols.md).
    public var symbols: @Sendable () throws -> [String: SymbolTemplate] = { try SymbolTemplate.sharedForEnvironment() }
    /// The locale widgets are rendered in, by name (`ar`, `he-IL`, `en-XA`): numbers, dates,
    /// string tables and the layout direction follow it (Docs/Languages.md). A name Vignette
    /// does not know fails the assertion with the closest ones. References in a locale other
    /// than en-US carry it in their names (`…_light_ar@3x.png`).
    public var locale = "en-US"

    /// A strategy of these parts; pictures default to files, relative paths against the
    /// working directory.
    public init(
        fonts: @escaping @Sendable () throws -> FontLibrary, diffing: ImageDiffing,
        resources: ResourceResolver = .files()
    ) {
        self.fonts = fonts
        self.diffing = diffing
        self.resources = resources
    }

    /// The standard fonts and the perceptual comparison; the files `$VIGNETTE_SYSTEM_FONTS` names
    /// (':'-separated) serve the system font (Docs/Fonts.md).
    public static let standard = SnapshotStrategy(
        fonts: { try FontLibrary.standardForEnvironment() }, diffing: .perceptual)

    /// This strategy with another tolerance.
    public func tolerance(_ tolerance: SnapshotTolerance) -> SnapshotStrategy {
        var copy = self
        copy.diffing = .tolerance(tolerance)
        return copy
    }

    /// This strategy finding pictures with `resolver` (e.g. `.files(relativeTo: testFolder)`).
    public func resources(_ resolver: ResourceResolver) -> SnapshotStrategy {
        var copy = self
        copy.resources = resolver
        return copy
    }

    /// This strategy rendering in the locale `name` (`.standard.locale("ar")`).
    public func locale(_ name: String) -> SnapshotStrategy {
        var copy = self
        copy.locale = name
        return copy
    }

    /// The locale `locale` names.
    ///
    /// - Throws: `VignetteError.unknownLocale` naming the closest known names.
    func resolvedLocale() throws -> Locale { try LocaleNames.locale(locale) }

    /// This strategy drawing with the standard fonts and `paths` (Apple's SF Pro, SF Compact,
    /// SF Mono, New York files) serving the system font, as `--system-font` does.
    public func systemFonts(_ paths: [String]) -> SnapshotStrategy {
        var copy = self
        copy.fonts = { try FontLibrary.standard(systemFonts: paths, origin: "systemFonts") }
        return copy
    }

    /// This strategy drawing symbols from the SF Symbols templates in `folder`, as `--symbols` does.
    public func symbols(_ folder: String) -> SnapshotStrategy {
        var copy = self
        copy.symbols = { try SymbolTemplate.shared(folder: folder, origin: "symbols") }
        return copy
    }

    /// This strategy drawing with `library` (e.g. the standard fonts plus the app's own).
    public func fonts(_ library: FontLibrary) -> SnapshotStrategy {
        var copy = self
        copy.fonts = { library }
        return copy
    }
}
