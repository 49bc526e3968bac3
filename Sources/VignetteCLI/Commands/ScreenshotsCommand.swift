import ArgumentParser
import Foundation
import Vignette
import VignetteCairo
import VignetteScreenshots

/// `vignette screenshots`: App Store screenshots from a config file.
struct ScreenshotsCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract:
            "Compose App Store screenshots (home screen, lock screen, StandBy, hero) at the exact slot sizes, in every locale.",
        discussion: """
            The config names the slots, locales, strings tables and screenshots; see \
            Examples/Screenshots/store.json and Docs/Screenshots.md.
            Files are <locale>_<slot>[-landscape]_<name>.png, opaque RGB PNGs, plus contact-sheet.png; \
            display settings other than iOS's defaults add _<size>, _bold, _contrast before .png.
            --locale renders only those of the config's locales.
            """
    )

    /// The config's locale names that `chosen` names, in the config's order.
    static func only(_ chosen: [Locale], of names: [String]) throws -> [String] {
        let configured = names.map { ($0, try? LocaleNames.locale($0)) }
        for locale in chosen where !configured.contains(where: { $0.1 == locale }) {
            throw ValidationError(
                "--locale \(LocaleNames.tag(of: locale)): the screenshot config has no strings for it; "
                    + "its locales: \(names.joined(separator: ", "))")
        }
        return configured.filter { name in chosen.contains { $0 == name.1 } }.map(\.0)
    }

    @Option(
        help: "The screenshot config (JSON).", completion: .file(extensions: ["json"]),
        transform: OptionText.required("the path of a screenshot config"))
    var config: String

    @Option(
        help: "Output folder. Default: the config's 'output', else out/screenshots.", completion: .directory,
        transform: OptionText.required("a folder path"))
    var out: String?

    @OptionGroup var display: AccessibilityOptions
    @OptionGroup var language: LocaleOptions

    @OptionGroup var systemFonts: SystemFontOptions
    @OptionGroup var symbolTemplates: SymbolTemplateOptions

    @OptionGroup var assets: AssetOptions

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { out }

    func run() throws {
        assets.apply()
        let url = URL(fileURLWithPath: config)
        var loaded = try ScreenshotConfig.load(contentsOf: url, widgets: Names.widgets, activities: Names.activities)
        if !language.locale.isEmpty { loaded.locales = try Self.only(language.locales, of: loaded.locales) }
        let fonts = try systemFonts.library(configured: loaded.systemFonts, origin: "\(url.path) at systemFonts")
        let templates = try symbolTemplates.templates(configured: loaded.symbols, origin: "\(url.path) at symbols")
        let folder = try Output.makeFolder(out ?? loaded.output ?? "out/screenshots")
        let started = Date()
        var set = ScreenshotSet(
            config: loaded, widgets: Names.widgets, activities: Names.activities,
            fonts: fonts, source: url.path)
        set.accessibility = display.settings
        set.symbols = templates
        let files = try set.render(
            to: folder,
            progress: { done, total, name in
                FileHandle.standardError.write(Data("[\(done)/\(total)] \(name)\n".utf8))
            },
            symbolsDrawn: { symbolTemplates.reportFallbacks(drawn: $0, templates: templates, folder: loaded.symbols) })
        let seconds = Date().timeIntervalSince(started)
        let shots = files.filter { $0.job != nil }
        Console.print(
            "\(shots.count) screenshots and \(ScreenshotSet.contactSheetName) in \(folder.path) "
                + "(\(loaded.locales.count) locales × \(loaded.slots.count) slots; \(String(format: "%.1f", seconds)) s)"
        )
    }
}
