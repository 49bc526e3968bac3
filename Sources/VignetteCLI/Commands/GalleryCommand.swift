import ArgumentParser
import Foundation
import Vignette
import VignetteSnapshots

/// `vignette gallery`: every example widget in every family, appearance and sample moment.
struct GalleryCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Render every example widget × family × appearance × sample moment, and every Live Activity × presentation × light/dark × state, with a contact sheet and index.html."
    )

    @OptionGroup var placement: DeviceOptions

    @OptionGroup var display: AccessibilityOptions
    @OptionGroup var language: LocaleOptions

    @OptionGroup var systemFonts: SystemFontOptions
    @OptionGroup var symbolTemplates: SymbolTemplateOptions

    @OptionGroup var assets: AssetOptions

    @OptionGroup var sampling: SampleStateOptions

    @Option(
        help: "Only these widgets or Live Activities (repeatable). Default: all examples.",
        completion: .list(Names.subjectIDs), transform: OptionText.required("a widget or Live Activity id"))
    var widget: [String] = []

    @Option(
        help: "Output folder. Default: out/gallery.", completion: .directory,
        transform: OptionText.required("a folder path"))
    var out: String = "out/gallery"

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { out }

    @Option(
        help:
            "Images rendered at once, each worker with its own text engine and renderer. Default: the number of cores.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        help: "Only part i of n (e.g. 1/4), to split the gallery across CI jobs; the same images whatever --jobs.",
        transform: OptionText.required("a part like 1/4"))
    var shard: String?

    func run() throws {
        assets.apply()
        let fonts = try systemFonts.library()
        let templates = try symbolTemplates.templates()
        let (device, os, scale) = try placement.resolve()
        guard jobs >= 1 else {
            throw VignetteError.invalidValue(name: "--jobs", value: "\(jobs)", expected: "1 or more")
        }
        let part = try shard.map { try Shard($0, source: "--shard") } ?? .all
        let chosen = try widget.map { try Names.subject($0) }
        let widgets =
            widget.isEmpty ? Names.widgets : chosen.compactMap { if case .widget(let w) = $0 { w } else { nil } }
        // An activity with nothing to draw is the error `render` gives, never a gallery without it.
        let activities = try
            (widget.isEmpty ? Names.activities : chosen.compactMap { if case .activity(let a) = $0 { a } else { nil } })
            .map { listed in
                let activity = try sampling.resolve(listed)
                guard !activity.states.isEmpty else { throw OptionError.noActivityStates(activity: activity.id) }
                return activity
            }
        if !activities.isEmpty, ActivityGeometry.of(device).island == nil {
            Console.note("\(device.id) has no Dynamic Island; Live Activities are shown as the Lock Screen banner only")
        }
        let locale = try language.single(for: "gallery")
        let all = GalleryEntry.all(
            widgets: widgets, activities: activities, device: device, os: os, scale: scale,
            settings: display.settings, locale: locale)
        guard !all.isEmpty else {
            throw VignetteError.familyUnavailable(
                family: widgets.flatMap(\.families).uniqued().map(\.rawValue).joined(separator: ", "),
                device: device.description, os: os.rawValue,
                available: device.families(os: os).map(\.rawValue))
        }
        let entries = all.filter { part.contains($0.fileName) }
        let folder = try Output.makeFolder(out)
        let started = Date()
        let title =
            "Vignette gallery · \(device.name) · \(os.rawValue)"
            + (LocaleNames.fileNamePart(of: locale).map { " · \($0)" } ?? "")
            + (part == .all ? "" : " · shard \(part)")
        try GalleryBuild.write(entries, title: title, to: folder, jobs: jobs, fonts: fonts, symbols: templates) {
            lists in
            symbolTemplates.reportFallbacks(lists, templates: templates)
        }
        let seconds = Date().timeIntervalSince(started)
        let jobsNote = "\(min(jobs, max(1, entries.count))) job\(jobs == 1 ? "" : "s")"
        Console.print(
            "\(entries.count) images, contact-sheet.png and index.html in \(folder.path) (\(String(format: "%.1f", seconds)) s, \(jobsNote))"
        )
    }
}
