import ArgumentParser
import Foundation
import Vignette
import VignetteCairo

/// `vignette render`: one widget (or a JSON tree) in chosen families and appearances.
struct RenderCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a widget, a Live Activity, or a JSON node tree, to PNG or SVG.",
        discussion: """
            Files are named <widget>_<family>_<device>_<os>_<appearance>[_<locale>]@<scale>x.<png|svg>, \
            e.g. course-schedule_systemSmall_iphone-16-pro-max_ios26_dark@3x.png (the locale when \
            --locale is not en-US); a JSON tree is named after its file. A Live Activity's files are \
            <activity>_<presentation>_<device>_<os>_<light|dark>[_<locale>]@<scale>x_<state>.<png|svg>. \
            A Dynamic Type size other than large, --bold-text and --increase-contrast add \
            _<size>, _bold and _contrast after @<scale>x. \
            Each file is written whole (a temporary file, then a rename).
            """
    )

    @Option(
        help: "The widget or Live Activity to render: \(Names.subjectIDs.joined(separator: ", ")).",
        completion: .list(Names.subjectIDs), transform: OptionText.required("a widget or Live Activity id"))
    var widget: String?

    @Option(
        help: "A JSON node tree to render instead of a widget, as the widget's content.",
        completion: .file(extensions: ["json"]), transform: OptionText.required("the path of a JSON tree file"))
    var tree: String?

    @Option(about: "Widget families.", whenAbsent: "every family the widget supports and the device offers")
    var family: [Selection<WidgetFamily>] = []

    @OptionGroup var placement: DeviceOptions

    @OptionGroup var display: AccessibilityOptions
    @OptionGroup var language: LocaleOptions

    @Option(
        about: "Appearances; all is every one the family can have on the device (light and dark for a Live Activity).",
        whenAbsent: "light, or lockScreen for accessory families")
    var appearance: [Selection<Appearance>] = []

    @Option(
        help:
            "The colour picked for the tinted looks (tinted, tintedGlass): \(WidgetTint.named.map(\.name).joined(separator: ", ")), or a hex colour such as #FF9230. Default: blue.",
        completion: .list(WidgetTint.named.map(\.name)), transform: { try WidgetTint($0) })
    var tint: WidgetTint?

    @Option(
        about: "Where a Live Activity is shown: the Lock Screen banner or the Dynamic Island.",
        whenAbsent: "all: every one the device has")
    var presentation: [Selection<ActivityPresentation>] = []

    @Option(
        help: "A Live Activity's content states by name, repeatable or comma-separated, or all. Default: all.",
        completion: .list((Names.activities.flatMap { $0.states.map(\.name) } + ["all"]).uniqued()),
        transform: OptionText.list("a state name, or all"))
    var state: [String] = []

    @OptionGroup var sampling: SampleStateOptions

    @Option(
        help:
            "The render clock, to the second, e.g. 2026-11-23T09:50 or 2026-11-23T09:10:30, read in the widget's time zone; a time alone (09:10:30) is on the day of its first sample moment. Default: the widget's first sample moment.",
        transform: OptionText.required("a time like 2026-11-23T09:50"))
    var at: String?

    @Option(about: "The image format.")
    var format: ImageFormat = .png

    @Option(
        help: "Output folder. Default: out/render.", completion: .directory,
        transform: OptionText.required("a folder path"))
    var out: String = "out/render"

    @Option(
        help: "An extra font file to register (repeatable).", completion: .file(),
        transform: OptionText.required("the path of a font file"))
    var font: [String] = []

    @OptionGroup var intent: IntentOptions

    @OptionGroup var systemFonts: SystemFontOptions

    @OptionGroup var symbolTemplates: SymbolTemplateOptions

    @OptionGroup var assets: AssetOptions

    @OptionGroup var packageOptions: PackageOptions

    /// `vignette preview` shows each picture as it comes; without it a failure writes nothing.
    @Flag(help: .hidden)
    var writeEach = false

    var outputFolder: String? { out }

    func validate() throws {
        if (widget == nil) == (tree == nil) {
            throw ValidationError("give either --widget ID or --tree FILE.json")
        }
    }

    func run() throws {
        assets.apply()
        let subject = try widget.map { try Names.subject($0, intent: intent.values) }
        if case .activity(let activity)? = subject { return try renderActivity(activity) }
        // Read first: a tree may name the symbols only a template draws.
        let templates = try symbolTemplates.templates()
        let definition: WidgetDefinition
        if case .widget(let widget)? = subject {
            definition = widget
        } else {
            definition = try Self.treeWidget(at: tree!, symbols: SymbolTemplate.catalog(with: templates))
        }
        let what = subject == nil ? "--tree renders a widget" : "\(definition.id) is a widget"
        if !presentation.isEmpty { throw OptionError.onlyForActivities(option: "--presentation", subject: what) }
        if !state.isEmpty { throw OptionError.onlyForActivities(option: "--state", subject: what) }
        if sampling.sampleStates {
            throw OptionError.onlyForActivities(option: "--sample-states", subject: what)
        }
        let (device, os, scale) = try placement.resolve()
        if let small = display.sizes.first(where: { $0 < .large }) {
            Console.note(
                "widgets never set text below Large (HIG), so \(small.rawValue) draws \(definition.id) as large does")
        }
        let named = try Names.families(family, for: definition)
        // 'all' (or no --family) means the widget's families that the device offers; if it
        // offers none of them, the check below names what it does offer.
        let offered = named.filter { device.offers($0, os: os) }
        let families = family.chosen() == nil && !offered.isEmpty ? offered : named
        let date =
            try at.map { try Names.date($0, timeZone: definition.timeZone, day: definition.moments.first?.date) }
            ?? definition.moments.first?.date ?? Date()
        // Fail on a family the device lacks before any file is written.
        for family in families { _ = try device.widgetSize(family, os: os) }
        var specs: [WidgetRenderSpec] = []
        for locale in language.locales {
            for family in families {
                for appearance in try Names.appearances(appearance, for: family, on: device, os: os) {
                    for setting in display.settings {
                        var spec = WidgetRenderSpec(
                            family: family, device: device, os: os, appearance: appearance, scale: scale,
                            date: date, timeZone: definition.timeZone, locale: locale)
                        spec.accessibility = setting
                        spec.tint = tint ?? .standard
                        specs.append(spec)
                    }
                }
            }
        }

        let toolkit = try Toolkit(fonts: systemFonts.library(), extraFonts: font, symbolTemplates: templates)
        try renderAndWrite(specs, toolkit: toolkit, templates: templates, writeEach: writeEach) { spec in
            let prepared = try definition.prepare(spec, textEngine: toolkit.textEngine, resources: toolkit.resources)
            return Rendering(
                stem: spec.fileStem(widget: definition.id), displayList: prepared.displayList,
                pixelScale: prepared.pixelScale)
        }
    }

    /// Writes rendered files into the folder `out`, each whole, and prints their paths.
    static func write(_ images: [(name: String, data: Data)], to out: String) throws {
        let folder = try Output.makeFolder(out)
        for (name, data) in images {
            let url = folder.appendingPathComponent(name)
            try Output.write(data, to: url)
            Console.print(url.path)
        }
    }

    /// A JSON tree file as a widget offering every family; it may name the symbols of `symbols`.
    static func treeWidget(at path: String, symbols: SymbolCatalog = .standard) throws -> WidgetDefinition {
        let node = try Node.decode(jsonAt: URL(fileURLWithPath: path), symbols: symbols)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return WidgetDefinition(id: name, displayName: name, families: WidgetFamily.allCases) { _ in node }
    }
}
