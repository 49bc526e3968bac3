import ArgumentParser
import Foundation
import Vignette
import VignetteCairo

/// `vignette layout`: lays out a JSON node tree, or a widget in one family, and prints every frame.
struct LayoutCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a JSON node tree, or a widget, and print each node's kind and frame as JSON.",
        discussion: """
            A tree is laid out in a host of --width × --height points that proposes its
            size and centres the root, as a widget's or a hosting controller's host does.
            A widget (--widget) is laid out in its family's size on --device, as `render` draws it.
            Frames are in points, in root coordinates, snapped to the pixel grid of --scale.
            """
    )

    @Option(
        help: "The JSON node tree.", completion: .file(extensions: ["json"]),
        transform: OptionText.required("the path of a JSON tree file"))
    var tree: String?

    @Option(help: "Host width in points (with --tree).")
    var width: Double?

    @Option(help: "Host height in points (with --tree).")
    var height: Double?

    @Option(
        help: "A widget to lay out instead of a tree: \(Names.widgets.map(\.id).joined(separator: ", ")).",
        completion: .list(Names.widgets.map(\.id)), transform: OptionText.required("a widget id"))
    var widget: String?

    @Option(about: "The widget's family (with --widget).", whenAbsent: "the widget's first")
    var family: WidgetFamily?

    @Option(about: "The device whose widget sizes apply (with --widget).", whenAbsent: DeviceCatalog.defaultDeviceID)
    var device: DeviceChoice?

    @Option(
        help:
            "The render clock (with --widget), to the second: 2026-11-23T09:10:30, or 09:10:30 on the day of the widget's first sample moment. Default: that moment.",
        transform: OptionText.required("a time like 2026-11-23T09:50"))
    var at: String?

    @Option(about: "Pixels per point, for text rounding and pixel snapping.")
    var scale = Scale(3)

    @Option(about: "The colour scheme's appearance (decides semantic colours; not the frames).")
    var appearance: Appearance = .light

    @OptionGroup var intent: IntentOptions

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { nil }

    func validate() throws {
        if widget == nil && (tree == nil || width == nil || height == nil) {
            throw ValidationError("give --tree FILE.json with --width and --height, or --widget ID")
        }
        if widget != nil && tree != nil {
            throw ValidationError("give either --tree FILE.json or --widget ID, not both")
        }
    }

    func run() throws {
        if let widget { return try layOut(try Names.widget(widget, intent: intent.values)) }
        guard let tree, let width, let height else { return }
        for (name, value) in [("width", width), ("height", height)] where !(value.isFinite && value >= 0) {
            throw VignetteError.invalidValue(
                name: name, value: Names.text(value), expected: "a finite number of points, 0 or more")
        }
        let scale = scale.value
        let node = try Node.decode(jsonAt: URL(fileURLWithPath: tree))
        let toolkit = try Toolkit()
        let environment = WidgetEnvironment(displayScale: scale, colorScheme: appearance.colorScheme)
        let size = CGSize(width: width, height: height)
        // Pictures are read (for their natural sizes) before layout; a missing one is an error.
        let resources = try toolkit.resources.resolve(node)
        let result = Layout.layout(
            node, in: size, environment: environment, textEngine: toolkit.textEngine,
            resources: resources
        )
        .snapped(toScale: scale)
        Console.print(result.json(host: size, scale: scale))
    }

    /// The widget as `render` lays it out: its family's size on the device, in the appearance
    /// (an accessory family in light means the lock screen, its only home).
    private func layOut(_ definition: WidgetDefinition) throws {
        let family =
            try Names.families(self.family.map { [Selection([$0])] } ?? [], for: definition).first
            ?? definition.families.first ?? .systemSmall
        let device = device?.device ?? DeviceCatalog.standard.defaultDevice
        let appearance = family.isAccessory && appearance == .light ? Appearance.lockScreen : appearance
        let date =
            try at.map { try Names.date($0, timeZone: definition.timeZone, day: definition.moments.first?.date) }
            ?? definition.moments.first?.date ?? Date()
        let spec = WidgetRenderSpec(
            family: family, device: device, appearance: appearance, scale: scale.value,
            date: date, timeZone: definition.timeZone)
        let toolkit = try Toolkit()
        let prepared = try definition.prepare(spec, textEngine: toolkit.textEngine, resources: toolkit.resources)
        Console.print(
            prepared.layout.json(host: try device.widgetSize(family, os: .default), scale: prepared.pixelScale))
    }
}
