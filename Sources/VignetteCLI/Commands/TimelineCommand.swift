import ArgumentParser
import Foundation
import Vignette
import VignettePNG

/// `vignette timeline`: a simulated day of a widget's timeline reloads, as a JSON event
/// log, a chart and a filmstrip of the entries shown.
struct TimelineCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract:
            "Simulate a widget's day: reloads, budget, entries shown; writes a JSON log, a chart and a filmstrip.",
        discussion: """
            Example:
              vignette timeline --widget course-schedule --day 2026-11-23 --out out/timeline
            Writes <widget>_<day>_timeline.json, _chart.png and _filmstrip.png to the output folder.
            A Live Activity plays its own scenario (updates, stale dates, the 8-hour and 4-hour limits):
              vignette timeline --widget live-match --out out/timeline
            writes <activity>_activity.json and _activity_filmstrip.png.
            With --animate day (or --animate 09:45 for the change at that time) it also writes
            <widget>_<day>_animation.png, an animated PNG of the entries changing as iOS animates them.
            """
    )

    @Option(
        help: "The widget to simulate (a widget with a timeline provider).",
        completion: .list(TimelineNames.widgets.map(\.kind)), transform: OptionText.required("a timeline widget id"))
    var widget: String

    @Option(about: "The family the filmstrip shows.", whenAbsent: "the widget's first")
    var family: WidgetFamily?

    @OptionGroup var simulation: SimulationOptions

    @Option(
        help: ArgumentHelp(
            "Also write an animated PNG of the day's entry changes ('day') or of the change at a local time (HH:mm).",
            valueName: "day|HH:mm"),
        transform: TimelineAnimation.Span.parse)
    var animate: TimelineAnimation.Span?

    @OptionGroup var intent: IntentOptions

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { simulation.out }
    @OptionGroup var placement: DeviceOptions

    @OptionGroup var language: LocaleOptions

    func run() throws {
        if let activity = WidgetCatalog.current.activities.first(where: { $0.id == self.widget }) {
            let (device, os, _) = try placement.resolve()
            return try ActivityStoryRun(
                activity: activity, device: device, os: os, out: simulation.out,
                locale: try language.single(for: "timeline")
            ).run()
        }
        let locale = try language.single(for: "timeline")
        let widget = try TimelineNames.widget(self.widget, intent: intent.values)
        let family = try TimelineNames.family(self.family, for: widget)
        let (device, os, scale) = try placement.resolve()
        let size = try device.widgetSize(family, os: os)
        let scenario = try simulation.scenario(for: widget, family: family, size: size)
        Progress.report("simulating \(widget.kind) for \(scenario.days) day(s) from \(try simulation.day)…")
        let result = try widget.simulate(scenario)
        let folder = try Output.makeFolder(simulation.out)
        let stem = "\(widget.kind)_\(try simulation.day)"

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(result.report)
        try Output.write(json, to: folder.appendingPathComponent("\(stem)_timeline.json"))

        let toolkit = try Toolkit()
        let title = "\(widget.displayName) · \(widget.kind) · \(try simulation.day) · \(widget.timeZone.identifier)"
        Progress.report("drawing the chart…")
        let chart = SheetCompositor.displayList(
            TimelineChart.node(result.report, title: title), textEngine: toolkit.textEngine)
        try Output.write(
            try toolkit.renderer.png(chart, scale: 2), to: folder.appendingPathComponent("\(stem)_chart.png"))

        var frames: [Filmstrip.Frame] = []
        for (index, frame) in result.frames.enumerated() {
            Progress.report("[\(index + 1)/\(result.frames.count)] rendering \(frame.span.from): \(frame.span.shows)")
            let spec = WidgetRenderSpec(
                family: family, device: device, os: os, scale: scale ?? 2, date: frame.entryDate,
                timeZone: widget.timeZone, locale: locale)
            let prepared = try frame.widget.prepare(spec, textEngine: toolkit.textEngine, resources: toolkit.resources)
            frames.append(Filmstrip.Frame(span: frame.span, size: size, displayList: prepared.displayList))
        }
        if let animate {
            let lists = frames.compactMap(\.displayList), minutes = frames.map { $0.span.fromMinute }
            Progress.report("animating \(lists.count) entries…")
            let animation = try TimelineAnimation.frames(
                lists, minutes: minutes, span: animate, scale: scale ?? 2,
                renderer: toolkit.renderer, textEngine: toolkit.textEngine)
            try Output.write(
                try AnimatedPNG.encode(animation), to: folder.appendingPathComponent("\(stem)_animation.png"))
        }
        let strip = Filmstrip.displayList(
            frames, title: title + " · \(family.rawValue) on \(device.name)",
            subtitle: TimelineChart.summary(result.report), textEngine: toolkit.textEngine)
        try Output.write(
            try toolkit.renderer.png(strip, scale: 2), to: folder.appendingPathComponent("\(stem)_filmstrip.png"))

        let summary = result.report.summary
        let wrong = TimelineChart.wrongMinutes(summary)
        Console.print(
            "\(widget.kind) \(try simulation.day): \(summary.reloads) reloads "
                + "(\(summary.budgetedReloads) budgeted of \(scenario.dailyBudget)/day, \(summary.freeReloads) free), "
                + "\(wrong) of \(summary.minutes), \(summary.staleMinutes) minutes with a reload overdue; "
                + "\(stem)_timeline.json, \(stem)_chart.png, \(stem)_filmstrip.png in \(folder.path)")
    }
}
