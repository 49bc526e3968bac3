import ArgumentParser
import Foundation
import Vignette
import VignetteCairo

/// `--system-font FILE`: Apple's SF Pro, SF Compact, SF Mono or New York files (or any font, to try
/// the switch) that serve the system font instead of the stand-ins (Docs/Fonts.md).
struct SystemFontOptions: ParsableArguments {
    @Option(
        name: .customLong("system-font"),
        help:
            "A font file that serves the system font (repeatable): SF Pro Text/Display or the variable SF Pro, SF Pro Rounded, SF Compact, SF Mono, New York; any other family serves the default design.",
        completion: .file(extensions: ["otf", "ttf", "ttc"]), transform: OptionText.required("the path of a font file"))
    var systemFont: [String] = []

    /// The standard fonts with the files given serving the system font (the shared standard
    /// library when none were given); `configured` adds a config file's files, named by `origin`.
    func library(configured: [String] = [], origin: String = "config") throws -> FontLibrary {
        guard !configured.isEmpty else {
            return try FontLibrary.standard(systemFonts: systemFont, origin: "--system-font")
        }
        guard !systemFont.isEmpty else { return try FontLibrary.standard(systemFonts: configured, origin: origin) }
        // Both: the option's files after the config's, so the option wins for the same part.
        return try FontLibrary.standard(systemFonts: configured + systemFont, origin: "\(origin) or --system-font")
    }
}

/// `--symbols DIR`: SF Symbols templates exported from the SF Symbols app, drawn in place of the
/// icon font for the names they cover (Docs/Symbols.md).
struct SymbolTemplateOptions: ParsableArguments {
    @Option(
        name: .customLong("symbols"),
        help:
            "A folder of SF Symbols templates (name.svg, as the SF Symbols app exports them) drawn instead of the icon font.",
        completion: .directory, transform: OptionText.required("a folder of .svg symbol templates"))
    var symbols: String?

    @Flag(
        name: .customLong("strict-symbols"),
        help: "Fail when a symbol name has no stand-in and is drawn as a placeholder (a warning without it).")
    var strictSymbols = false

    /// The templates of the folder, by name; empty without the option. The option wins over a
    /// config's folder (`configured`, named by `origin` in errors).
    func templates(configured: String? = nil, origin: String = "config") throws -> [String: SymbolTemplate] {
        let templates: [String: SymbolTemplate]
        if let symbols {
            templates = try SymbolTemplate.folder(atPath: symbols)
        } else if let configured {
            templates = try SymbolTemplate.folder(atPath: configured, origin: origin)
        } else {
            return [:]
        }
        // Weights that could not be interpolated are drawn from the nearest variant: say so once.
        for name in templates.keys.sorted() {
            for note in templates[name]!.notes { Console.note("symbol template '\(name).svg': \(note)") }
        }
        return templates
    }

    /// Notes the symbols of `lists` that no template covers, so the user sees which fell back.
    func reportFallbacks(_ lists: [DisplayList], templates: [String: SymbolTemplate]) {
        reportFallbacks(drawn: lists.reduce(into: []) { $0.formUnion($1.items.symbolNames) }, templates: templates)
    }

    /// Notes, in one line, the names of `drawn` that no template covers; `folder` names the
    /// templates' folder when the option did not (a config's). Without any folder every name is
    /// an icon-font stand-in, and the note says how to draw the real ones.
    func reportFallbacks(drawn: Set<String>, templates: [String: SymbolTemplate], folder: String? = nil) {
        let placeholders = Self.placeholders(drawn: drawn, templates: templates)
        if !placeholders.isEmpty {
            Console.writeError("warning: " + Self.placeholderMessage(placeholders) + "\n")
        }
        let missing = drawn.subtracting(templates.keys).subtracting(placeholders).sorted()
        guard !missing.isEmpty else { return }
        guard let source = symbols ?? folder else {
            Console.note(
                "symbols drawn with the icon font's stand-ins (--symbols DIR draws SF Symbols templates): "
                    + missing.joined(separator: ", "))
            return
        }
        Console.note("symbols drawn from the icon font (no template in \(source)): \(missing.joined(separator: ", "))")
    }

    /// The names of `drawn` that neither a template nor a stand-in draws: placeholders.
    static func placeholders(drawn: Set<String>, templates: [String: SymbolTemplate]) -> [String] {
        drawn.subtracting(templates.keys).filter { SymbolCatalog.standard.drawsPlaceholder($0) }.sorted()
    }

    /// The warning (or with `--strict-symbols` the error) for symbols drawn as placeholders.
    static func placeholderMessage(_ names: [String]) -> String {
        "\(names.count) symbol\(names.count == 1 ? "" : "s") drawn as a placeholder (SF Symbols names with no stand-in; "
            + "--symbols DIR draws their templates): \(names.joined(separator: ", "))"
    }

    /// With `--strict-symbols`, fails when `lists` draw a placeholder.
    func requireStandIns(_ lists: [DisplayList], templates: [String: SymbolTemplate]) throws {
        guard strictSymbols else { return }
        let placeholders = Self.placeholders(
            drawn: lists.reduce(into: []) { $0.formUnion($1.items.symbolNames) }, templates: templates)
        guard placeholders.isEmpty else {
            throw PlaceholderSymbols(message: Self.placeholderMessage(placeholders) + " (--strict-symbols)")
        }
    }
}

/// `--strict-symbols` found symbols drawn as placeholders; the message names them.
struct PlaceholderSymbols: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
