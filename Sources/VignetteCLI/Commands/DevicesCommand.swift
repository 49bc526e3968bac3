import ArgumentParser
import Foundation
import Vignette

/// `vignette devices`: lists the bundled device table, as an aligned text table or as JSON.
///
/// The work is done by `output(catalog:format:os:)`, which returns the text so tests can
/// check it without capturing standard output.
public struct DevicesCommand: ParsableCommand {
    /// The command's name, summary and help.
    public static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices Vignette can render for, with their screen and widget sizes.",
        discussion: """
            Sizes are in points. iOS 18 sizes are Apple's published (HIG) values; iOS 26 sizes were \
            measured on devices and may be fractional (530 px at @3x = 176.67 pt). '-' means the \
            family is not offered on that OS. iPad sizes are the design canvas the widget is laid \
            out in; the Home Screen shows it scaled down.
            """
    )

    /// How the list is written.
    public enum Format: String, CaseIterable, ExpressibleByArgument, Sendable {
        /// A table for people, or JSON for programs.
        case text, json
    }

    /// `--format`: an aligned text table or JSON.
    @Option(about: "Output format.")
    public var format: Format = .text

    @Option(about: "Show sizes for one OS only.", whenAbsent: "every OS")
    /// `--os`: the one OS whose sizes are shown, or nil for every OS.
    public var os: OSVersion?

    /// The command with its defaults, as ArgumentParser makes it.
    public init() {}

    /// Prints the device table.
    public func run() throws {
        Console.print(try Self.output(format: format, os: os), terminator: "")
    }

    /// The listing of `catalog`, ending in a newline. `os` limits the sizes shown to one OS;
    /// nil shows iOS 26 then iOS 18.
    public static func output(
        catalog: DeviceCatalog = .standard, format: Format = .text, os: OSVersion? = nil
    ) throws -> String {
        let versions = os.map { [$0] } ?? [.ios26, .ios18]
        switch format {
        case .text: return table(catalog.all, versions: versions)
        case .json: return try json(catalog.all, versions: versions)
        }
    }

    // MARK: Text

    static func table(_ devices: [Device], versions: [OSVersion]) -> String {
        let header = ["ID", "NAME", "SCREEN (pt)", "SCALE"] + versions.map { "SMALL \($0.rawValue) (pt)" }
        let rows = devices.map { device in
            [device.id, device.name, format(device.screenSize), "@\(number(device.scale))x"]
                + versions.map { os in (try? device.widgetSize(.systemSmall, os: os)).map(format) ?? "-" }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { cells in
            let padded = cells.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n") + "\n"
    }

    /// "176.67x176.67": at most two decimals, no trailing zeros.
    static func format(_ size: CGSize) -> String {
        "\(number(size.width))x\(number(size.height))"
    }

    static func number(_ value: CGFloat) -> String {
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    // MARK: JSON

    private struct Size: Encodable {
        var width: Double
        var height: Double
        init(_ size: CGSize) { (width, height) = (Double(size.width), Double(size.height)) }
    }

    private struct Entry: Encodable {
        var id: String
        var name: String
        var platform: String
        var screen: Size
        var scale: Double
        var displayCornerRadius: Double?
        var widgetCornerRadius: Double
        /// OS → family → layout size; only the families offered.
        var widgetSizes: [String: [String: Size]]
        /// OS → family → size shown on screen, where it differs from the layout size (iPad).
        var onScreenSizes: [String: [String: Size]]?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(platform, forKey: .platform)
            try container.encode(screen, forKey: .screen)
            try container.encode(scale, forKey: .scale)
            try container.encode(displayCornerRadius, forKey: .displayCornerRadius)  // null when unknown
            try container.encode(widgetCornerRadius, forKey: .widgetCornerRadius)
            try container.encode(widgetSizes, forKey: .widgetSizes)
            try container.encodeIfPresent(onScreenSizes, forKey: .onScreenSizes)
        }

        private enum CodingKeys: String, CodingKey {
            case id, name, platform, screen, scale, displayCornerRadius, widgetCornerRadius, widgetSizes, onScreenSizes
        }
    }

    static func json(_ devices: [Device], versions: [OSVersion]) throws -> String {
        let entries = devices.map { device in
            var layout: [String: [String: Size]] = [:]
            var onScreen: [String: [String: Size]] = [:]
            for os in versions {
                layout[os.rawValue] = [:]
                for family in device.families(os: os) {
                    guard let size = try? device.widgetSize(family, os: os),
                        let shown = try? device.onScreenSize(family, os: os)
                    else { continue }
                    layout[os.rawValue]?[family.rawValue] = Size(size)
                    if shown != size { onScreen[os.rawValue, default: [:]][family.rawValue] = Size(shown) }
                }
            }
            return Entry(
                id: device.id, name: device.name, platform: device.platform.rawValue,
                screen: Size(device.screenSize), scale: Double(device.scale),
                displayCornerRadius: device.displayCornerRadius.map(Double.init),
                widgetCornerRadius: Double(device.widgetCornerRadius),
                widgetSizes: layout, onScreenSizes: onScreen.isEmpty ? nil : onScreen)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
    }
}

extension DevicesCommand.Format: NamedOptionValue {
    static var valueKind: String { "format" }
}
