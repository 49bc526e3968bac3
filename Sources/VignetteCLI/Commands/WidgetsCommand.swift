import ArgumentParser
import Foundation
import Vignette

/// `vignette widgets`: the widgets the other commands can work on.
struct WidgetsCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract: "List the widgets: the bundled examples, or with --package the Widget types of your package.",
        discussion: """
            Each line is the id --widget takes (a package's widgets go by their type name), \
            the display name and the families. 'timeline' marks widgets that `vignette timeline` \
            and `vignette stack` can simulate.
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
            Row(id: definition.id, displayName: definition.displayName, families: definition.families.map(\.rawValue),
                timeline: simulated.contains(definition.id))
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            Console.print(String(decoding: try encoder.encode(rows), as: UTF8.self))
        case .text:
            Console.print("\(rows.count) widget\(rows.count == 1 ? "" : "s") in \(catalog.name):")
            let width = rows.map(\.id.count).max() ?? 0
            for row in rows {
                let id = row.id.padding(toLength: width, withPad: " ", startingAt: 0)
                Console.print("  \(id)  \(row.displayName) — \(row.families.joined(separator: ", "))\(row.timeline ? " · timeline" : "")")
            }
        }
    }

    /// One widget as the JSON list shows it.
    private struct Row: Encodable {
        let id: String
        let displayName: String
        let families: [String]
        let timeline: Bool
    }
}

/// The formats `vignette widgets` prints.
enum ListFormat: String, CaseIterable, NamedOptionValue {
    case text, json

    static var valueKind: String { "format" }
}
