import ArgumentParser
import Foundation
import Vignette

/// `vignette gallery`: every example widget in every family, appearance and sample moment.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every example widget × family × appearance × sample moment, with a contact sheet and index.html."
    )

    @OptionGroup var placement: DeviceOptions

    @Option(help: "Only these widgets (repeatable). Default: all examples.")
    var widget: [String] = []

    @Option(help: "Output folder.")
    var out: String = "out/gallery"

    func run() throws {
        let (device, os, scale) = try placement.resolve()
        let widgets = widget.isEmpty ? Names.widgets : try widget.map(Names.widget)
        var entries = GalleryEntry.all(widgets: widgets, device: device, os: os, scale: scale)
        guard !entries.isEmpty else {
            throw VignetteError.familyUnavailable(family: widgets.flatMap(\.families).uniqued().map(\.rawValue).joined(separator: ", "),
                                                  device: device.description, os: os.rawValue,
                                                  available: device.families(os: os).map(\.rawValue))
        }
        let toolkit = try Toolkit()
        let folder = try Output.makeFolder(out)
        let started = Date()
        for index in entries.indices {
            let entry = entries[index]
            let prepared = try entry.widget.prepare(entry.spec, textEngine: toolkit.textEngine)
            try Output.write(try toolkit.encode(prepared.displayList, scale: prepared.pixelScale, format: .png),
                             to: folder.appendingPathComponent(entry.fileName))
            entries[index].displayList = prepared.displayList
            FileHandle.standardError.write(Data("[\(index + 1)/\(entries.count)] \(entry.fileName)\n".utf8))
        }
        let title = "Vignette gallery · \(device.name) · \(os.rawValue)"
        let sheet = ContactSheet.displayList(entries, title: title, textEngine: toolkit.textEngine)
        try Output.write(try toolkit.encode(sheet, scale: 1, format: .png), to: folder.appendingPathComponent("contact-sheet.png"))
        try Output.write(Data(GalleryPage.html(entries, title: title).utf8), to: folder.appendingPathComponent("index.html"))
        let seconds = Date().timeIntervalSince(started)
        Console.print("\(entries.count) images, contact-sheet.png and index.html in \(folder.path) (\(String(format: "%.1f", seconds)) s)")
    }
}
