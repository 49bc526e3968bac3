import ArgumentParser
import Foundation
import Vignette
import VignetteTimeline

/// `vignette stack`: several widgets in one Smart Stack through a simulated day, the
/// one on top chosen by each widget's relevance.
struct StackCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack",
        abstract:
            "Simulate a Smart Stack of widgets: which is on top through the day by relevance; writes JSON and a chart.",
        discussion: """
            Example:
              vignette stack --widgets course-schedule,course-schedule-naive --day 2026-11-23 --out out/stack
            The first widget is on top until relevance rotates another up. All widgets share the device:
            the first widget's time zone (each widget's data keeps its local times, so a 09:30 event is at
            09:30 there; market hours stay the exchange's) and locked periods (--lock, or the first widget's
            routine); each keeps its own app's reloads.
            """
    )

    @Option(
        help: "The widgets in the stack, top first, comma-separated or repeated.",
        completion: .list(TimelineNames.widgets.map(\.kind)), transform: OptionText.required("timeline widget ids"))
    var widgets: [String]

    @OptionGroup var simulation: SimulationOptions

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { simulation.out }

    func run() throws {
        let widgets = try TimelineNames.widgetList(self.widgets)
        var reports: [SimulationReport] = []
        var lockedPeriods: [DateInterval]?
        for (index, widget) in widgets.enumerated() {
            Progress.report("[\(index + 1)/\(widgets.count)] simulating \(widget.kind)…")
            let family = widget.families.first ?? .systemSmall
            var scenario = try simulation.scenario(
                for: widget, family: family, size: CGSize(width: 170, height: 170),
                timeZone: widgets[0].timeZone)
            // One phone: the first widget's locked periods hold for all.
            if let lockedPeriods {
                scenario.lockedPeriods = lockedPeriods
            } else {
                lockedPeriods = scenario.lockedPeriods
            }
            reports.append(try widget.simulate(scenario).report)
        }
        let stack = try SmartStack.simulate(reports)
        let folder = try Output.makeFolder(simulation.out)
        let stem = "stack_\(try simulation.day)"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try Output.write(try encoder.encode(stack), to: folder.appendingPathComponent("\(stem).json"))

        Progress.report("drawing the chart…")
        let toolkit = try Toolkit()
        let title =
            "Smart Stack · \(try simulation.day) · \(widgets[0].timeZone.identifier) · \(widgets.map(\.kind).joined(separator: ", "))"
        let chart = SheetCompositor.displayList(
            SmartStackChart.node(stack, title: title), textEngine: toolkit.textEngine)
        try Output.write(
            try toolkit.renderer.png(chart, scale: 2), to: folder.appendingPathComponent("\(stem)_chart.png"))

        let onTop = stack.widgets.map { "\($0.id) \($0.minutesOnTop) min" }.joined(separator: ", ")
        Console.print(
            "Smart Stack \(try simulation.day): on top \(onTop); \(stack.rotations.count) rotations; "
                + "\(stem).json, \(stem)_chart.png in \(folder.path)")
    }
}
