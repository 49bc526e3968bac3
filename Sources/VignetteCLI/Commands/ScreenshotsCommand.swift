import ArgumentParser
import Foundation
import Vignette
import VignetteCairo
import VignetteScreenshots

/// `vignette screenshots`: App Store screenshots from a config file.
struct ScreenshotsCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract: "Compose App Store screenshots (home screen, lock screen, StandBy, hero) at the exact slot sizes, in every locale.",
        discussion: """
            The config names the slots, locales, strings tables and screenshots; see \
            Examples/Screenshots/store.json and the README section "App Store screenshots".
            Files are <locale>_<slot>[-landscape]_<name>.png, opaque RGB PNGs, plus contact-sheet.png; \
            display settings other than iOS's defaults add _<size>, _bold, _contrast before .png.
            """
    )

    @Option(help: "The screenshot config (JSON).", completion: .file(extensions: ["json"]),
            transform: OptionText.required("the path of a screenshot config"))
    var config: String

    @Option(help: "Output folder. Default: the config's 'output', else out/screenshots.", completion: .directory,
            transform: OptionText.required("a folder path"))
    var out: String?

    @OptionGroup var display: AccessibilityOptions

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { out }

    func run() throws {
        let url = URL(fileURLWithPath: config)
        let loaded = try ScreenshotConfig.load(contentsOf: url, widgets: Names.widgets, activities: Names.activities)
        let folder = try Output.makeFolder(out ?? loaded.output ?? "out/screenshots")
        let started = Date()
        var set = ScreenshotSet(config: loaded, widgets: Names.widgets, activities: Names.activities,
                                fonts: try FontLibrary.standard(), source: url.path)
        set.accessibility = display.settings
        let files = try set.render(to: folder) { done, total, name in
            FileHandle.standardError.write(Data("[\(done)/\(total)] \(name)\n".utf8))
        }
        let seconds = Date().timeIntervalSince(started)
        let shots = files.filter { $0.job != nil }
        Console.print("\(shots.count) screenshots and \(ScreenshotSet.contactSheetName) in \(folder.path) "
            + "(\(loaded.locales.count) locales × \(loaded.slots.count) slots; \(String(format: "%.1f", seconds)) s)")
    }
}
