import ArgumentParser
import Foundation
import Vignette
import VignetteLint

/// `vignette lint`: checks widgets against WidgetKit's best practices and shows each
/// finding on the picture.
struct LintCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check widgets against WidgetKit's best practices: layout, contrast, StandBy, timelines.",
        discussion: """
            Runs every rule over each widget × family × device × appearance × sample moment, and over \
            its simulated timeline. Exits 1 when there are errors (with --strict, warnings too), so it \
            can gate CI. Writes lint.json, index.html and an annotated PNG per finding to --out.
            Example:
              vignette lint --widget course-schedule-naive --out out/lint
            """
    )

    /// How the findings are printed.
    enum Format: String, CaseIterable, NamedOptionValue {
        case text, json, sarif, junit

        static var valueKind: String { "format" }
    }

    @Option(
        help: "Widgets to lint, repeatable or comma-separated. Default: every example.",
        completion: .list(Names.widgets.map(\.id)), transform: OptionText.required("a widget id"))
    var widget: [String] = []

    @Option(about: "Widget families.", whenAbsent: "every family the widget supports")
    var family: [Selection<WidgetFamily>] = []

    @Option(about: "Devices.", whenAbsent: "the smallest and the largest iPhone")
    var device: [Selection<DeviceChoice>] = []

    @Option(about: "Which widget sizes and system colours to use.")
    var os: OSVersion = .default

    @Option(about: "Appearances.", whenAbsent: "every one each family can have on the device")
    var appearance: [Selection<Appearance>] = []

    @OptionGroup var language: LocaleOptions

    @Option(
        help: "Sample moments by name, repeatable. Default: all the widget's moments.",
        transform: OptionText.required("a sample moment's name"))
    var moment: [String] = []

    @Option(about: "How the findings are printed on standard output.")
    var format: Format = .text

    @Option(
        help:
            "Output folder for lint.json, index.html and the annotated PNGs; 'none' writes nothing. Default: out/lint.",
        completion: .directory, transform: OptionText.required("a folder path, or none"))
    var out: String = "out/lint"

    @OptionGroup var intent: IntentOptions
    @OptionGroup var sampling: SampleStateOptions

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { out == "none" ? nil : out }

    @Option(
        help: "A lint configuration (app names, silenced rules). Default: vignette-lint.json when present.",
        completion: .file(extensions: ["json"]), transform: OptionText.required("the path of a lint configuration"))
    var config: String?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "List the rules and exit.")
    var listRules = false

    func run() throws {
        if listRules {
            for rule in LintRules.all {
                Console.print("\(rule.id) [\(rule.severity.rawValue), \(rule.scope.rawValue)] \(rule.summary)")
            }
            for rule in ActivityLintRules.all {
                let scope = rule.scope == .layout ? "per presentation" : "once"
                Console.print("\(rule.id) [\(rule.severity.rawValue), live activity, \(scope)] \(rule.summary)")
            }
            return
        }
        var linter = Linter(devices: try devices())
        linter.os = os
        linter.configuration = try configuration()
        let split = { (values: [String]) in
            values.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        }
        linter.families = family.chosen()
        linter.appearances = appearance.chosen()
        linter.locales = language.locales
        if !moment.isEmpty { linter.moments = split(moment) }
        // Live Activities are named like widgets; they have their own rules (Docs/LiveActivities.md).
        let catalog = WidgetCatalog.current.activities
        let all = split(widget)
        let chosen = all.isEmpty && intent.values.isEmpty ? catalog : catalog.filter { all.contains($0.id) }
        // An activity with nothing to draw is the error `render` gives, never a lint of nothing.
        let activities = try chosen.map { chosen in
            let activity = try sampling.resolve(chosen)
            guard !activity.states.isEmpty else { throw OptionError.noActivityStates(activity: activity.id) }
            return activity
        }
        let ids = all.filter { id in !activities.contains { $0.id == id } }
        let values = intent.values
        let definitions =
            all.isEmpty && values.isEmpty ? Names.widgets : try ids.map { try Names.widget($0, intent: values) }
        let targets = try definitions.map { definition in
            LintTarget(definition: definition, timeline: try TimelineNames.widgetIfAny(definition.id, intent: values))
        }
        let toolkit = try Toolkit()
        var result = linter.run(targets, textEngine: toolkit.textEngine, renderer: toolkit.renderer) {
            Progress.report($0)
        }
        if !activities.isEmpty {
            var activityLinter = ActivityLinter(devices: device.isEmpty ? nil : try devices())
            activityLinter.os = os
            activityLinter.configuration = linter.configuration
            let found = activityLinter.run(activities, textEngine: toolkit.textEngine) { Progress.report($0) }
            result.findings += found.findings
            result.silenced += found.silenced
            result.activitySamples = found.activitySamples
            result.renderings += found.renderings
            result.findings = result.findings(atLeast: .warning)
        }

        // Findings name the user's file relative to the package (Docs/Lint.md §5).
        result = LintSourcePaths().resolving(result)
        if out != "none" { try write(result, toolkit: toolkit) }
        switch format {
        case .json:
            Console.print(String(decoding: try Self.json(result), as: UTF8.self))
        case .sarif:
            Console.print(String(decoding: try Self.sarif(result), as: UTF8.self))
        case .junit:
            let ids = targets.map(\.definition.id) + activities.map(\.id)
            Console.print(
                LintJUnit.report(result, widgets: ids, rules: LintRules.all.map(\.id), strict: strict).xml,
                terminator: "")
        case .text:
            let colors = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            Console.print(LintTextReport.render(result, colors: colors))
        }
        if result.errors > 0 || (strict && result.warnings > 0) { throw ExitCode(1) }
    }

    /// The devices asked for, each checked to have widget sizes on `--os`; none given means
    /// the smallest and largest iPhone, `all` every device with widget sizes on `--os`.
    private func devices() throws -> [Device] {
        if device.isEmpty { return Linter.defaultDevices(os: os) }
        guard let chosen = device.chosen() else {
            return DeviceCatalog.standard.all.filter { !$0.families(os: os).isEmpty }
        }
        let devices = chosen.map(\.device)
        for device in devices { try DeviceOptions.check(device, on: os) }
        return devices
    }

    /// The configuration file (`--config`, else ./vignette-lint.json when present), checked:
    /// its rules against the rule ids, its widgets against the widgets and activities there are.
    private func configuration() throws -> LintConfiguration {
        let url = config.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: "vignette-lint.json")
        guard config != nil || FileManager.default.fileExists(atPath: url.path) else { return LintConfiguration() }
        let ruleIds =
            (LintRules.all + [LintRules.renderFailed, LintRules.renderUnsupported]).map(\.id)
            + ActivityLintRules.all.map(\.id)
        let loaded = try LintConfiguration.loadChecked(from: url, ruleIds: ruleIds)
        let known = Names.widgets.map(\.id) + WidgetCatalog.current.activities.map(\.id)
        // The implicit ./vignette-lint.json naming none of these widgets belongs to other widgets
        // (the examples' file while linting --package): not a typo, so it is set aside.
        if config == nil, !loaded.widgets.keys.contains(where: known.contains) {
            Progress.report("\(url.path) names none of these widgets; it is not used")
            return LintConfiguration()
        }
        if let unknown = loaded.unknownWidgets(known: known, path: url.path) { throw unknown }
        return loaded
    }

    /// The SARIF 2.1.0 log of `result`, every widget and Live Activity rule listed.
    static func sarif(_ result: LintResult) throws -> Data {
        let rules =
            LintRules.all.map { ($0.id, $0.severity.rawValue, $0.summary, $0.guidance) }
            + ActivityLintRules.all.map { ($0.id, $0.severity.rawValue, $0.summary, $0.guidance) }
        return try SARIFReport(result, rules: rules).json()
    }

    static func json(_ result: LintResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(LintJSON(result))
    }

    /// lint.json, an annotated PNG per finding that has a rendering, and index.html.
    private func write(_ result: LintResult, toolkit: Toolkit) throws {
        let folder = try Output.makeFolder(out)
        var images: [Int: String] = [:]
        for (index, finding) in result.findings.enumerated() {
            guard let key = finding.sample else { continue }
            let list: DisplayList
            if finding.presentation == nil, let prepared = result.samples[key] {
                list = LintAnnotation.displayList(finding, on: prepared, textEngine: toolkit.textEngine)
            } else if let prepared = result.activitySamples[key] {
                list = LintAnnotation.displayList(finding, on: prepared, textEngine: toolkit.textEngine)
            } else {
                continue
            }
            let name = String(format: "%03d_", index + 1) + "\(finding.widget)_\(finding.rule)_\(key).png"
            try Output.write(try toolkit.renderer.png(list, scale: 2), to: folder.appendingPathComponent(name))
            images[index] = name
        }
        try Output.write(try Self.json(result), to: folder.appendingPathComponent("lint.json"))
        try Output.write(try Self.sarif(result), to: folder.appendingPathComponent("lint.sarif"))
        try Output.write(
            Data(LintHTMLReport.render(result, images: images).utf8), to: folder.appendingPathComponent("index.html"))
    }
}

/// The JSON report: counts, findings and silenced findings with their reasons.
struct LintJSON: Encodable {
    var errors: Int
    var warnings: Int
    var renderings: Int
    var timelines: Int
    var findings: [LintFinding]
    var silenced: [Silenced]

    struct Silenced: Encodable {
        var finding: LintFinding
        var reason: String
    }

    init(_ result: LintResult) {
        errors = result.errors
        warnings = result.warnings
        renderings = result.renderings
        timelines = result.timelines
        findings = result.findings
        silenced = result.silenced.map { Silenced(finding: $0.finding, reason: $0.reason) }
    }
}
