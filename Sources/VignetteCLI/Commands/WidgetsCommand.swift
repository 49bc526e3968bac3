import ArgumentParser
import Foundation
import Vignette

/// `vignette widgets`: the widgets the other commands can work on.
struct WidgetsCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract:
            "List the widgets and Live Activities: the bundled examples, or with --package the Widget types of your package.",
        discussion: """
            Each line is the id --widget takes (a package's widgets go by their type name), \
            the display name and the families. 'timeline' marks widgets that `vignette timeline` \
            and `vignette stack` can simulate. Live Activities follow with their content states, \
            which `vignette render --state` takes; in JSON they are the rows of kind "activity". \
            Controls (iOS 18 ControlWidget) come last: listed, never drawn; rows of kind "control".
            """
    )

    @Option(about: "How the list is printed.")
    var format: ListFormat = .text

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { nil }

    func run() throws {
        let catalog = WidgetCatalog.current
        let simulated = Set(catalog.timelines.map(\.kind))
        let rows = catalog.definitions.map { definition in
            Row(
                id: definition.id, displayName: definition.displayName, kind: "widget",
                families: definition.families.map(\.rawValue), timeline: simulated.contains(definition.id))
        }
        let activities = catalog.activities.map { activity in
            Row(
                id: activity.id, displayName: activity.displayName, kind: "activity",
                states: activity.states.map(\.name), presentations: ActivityPresentation.allCases.map(\.rawValue))
        }
        let controls = catalog.controls.map { control in
            Row(id: control.id, displayName: control.displayName, kind: "control", configuration: control.configuration)
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            Console.print(String(decoding: try encoder.encode(rows + activities + controls), as: UTF8.self))
        case .text:
            // One column of ids for both lists, so the names line up.
            let width = (rows + activities + controls).map(\.id.count).max() ?? 0
            Console.print("\(rows.count) widget\(rows.count == 1 ? "" : "s") in \(catalog.name):")
            for row in rows {
                let id = row.id.padding(toLength: width, withPad: " ", startingAt: 0)
                Console.print(
                    "  \(id)  \(row.displayName) — \(row.families?.joined(separator: ", ") ?? "")\(row.timeline == true ? " · timeline" : "")"
                )
            }
            if !activities.isEmpty {
                Console.print(
                    "\(activities.count) Live Activit\(activities.count == 1 ? "y" : "ies") in \(catalog.name):")
                for row in activities {
                    let id = row.id.padding(toLength: width, withPad: " ", startingAt: 0)
                    Console.print("  \(id)  \(row.displayName) — states: \(row.states?.joined(separator: ", ") ?? "")")
                }
            }
            guard !controls.isEmpty else { return }
            Console.print(
                "\(controls.count) control\(controls.count == 1 ? "" : "s") in \(catalog.name), not drawn (a control is not a widget):"
            )
            for row in controls {
                let id = row.id.padding(toLength: width, withPad: " ", startingAt: 0)
                Console.print("  \(id)  \(row.displayName) — \(row.configuration ?? "")")
            }
        }
    }

    /// One widget or Live Activity as the JSON list shows it; a field that does not apply is left out.
    private struct Row: Encodable {
        let id: String
        let displayName: String
        /// `widget`, `activity` or `control`.
        let kind: String
        var families: [String]? = nil
        var timeline: Bool? = nil
        var states: [String]? = nil
        var presentations: [String]? = nil
        var configuration: String? = nil
    }
}

/// The formats `vignette widgets` prints.
enum ListFormat: String, CaseIterable, NamedOptionValue {
    case text, json

    static var valueKind: String { "format" }
}
