import ArgumentParser
import Foundation
import Vignette
import VignetteCairo

/// `vignette layout`: lays out a JSON node tree and prints every frame.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a JSON node tree and print each node's kind and frame as JSON.",
        discussion: """
            The tree is laid out in a host of --width × --height points that proposes its
            size and centres the root, as a widget's or a hosting controller's host does.
            Frames are in points, in root coordinates, snapped to the pixel grid of --scale.
            """
    )

    @Option(help: "The JSON node tree.", completion: .file(extensions: ["json"]),
            transform: OptionText.required("the path of a JSON tree file"))
    var tree: String

    @Option(help: "Host width in points.")
    var width: Double

    @Option(help: "Host height in points.")
    var height: Double

    @Option(about: "Pixels per point, for text rounding and pixel snapping.")
    var scale = Scale(3)

    @Option(about: "The colour scheme's appearance (decides semantic colours; not the frames).")
    var appearance: Appearance = .light

    func run() throws {
        for (name, value) in [("width", width), ("height", height)] where !(value.isFinite && value >= 0) {
            throw VignetteError.invalidValue(name: name, value: Names.text(value), expected: "a finite number of points, 0 or more")
        }
        let scale = scale.value
        let node = try Node.decode(jsonAt: URL(fileURLWithPath: tree))
        let toolkit = try Toolkit()
        let environment = WidgetEnvironment(displayScale: scale, colorScheme: appearance.colorScheme)
        let size = CGSize(width: width, height: height)
        // Pictures are read (for their natural sizes) before layout; a missing one is an error.
        let resources = try toolkit.resources.resolve(node)
        let result = Layout.layout(node, in: size, environment: environment, textEngine: toolkit.textEngine,
                                   resources: resources)
            .snapped(toScale: scale)
        Console.print(result.json(host: size, scale: scale))
    }
}
