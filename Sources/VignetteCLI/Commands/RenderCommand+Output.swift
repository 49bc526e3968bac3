import Foundation
import Vignette
import VignetteCairo

extension RenderCommand {
    /// One rendering ready to encode: its file stem, what to paint and at how many pixels per point.
    struct Rendering {
        var stem: String
        var displayList: DisplayList
        var pixelScale: CGFloat
    }

    /// The one output path of widgets and Live Activities: prepares and encodes every rendering, then
    /// notes the symbols drawn as stand-ins (`placeholdersOnly`: the placeholders alone) and writes the files.
    /// Everything is rendered before anything is written, so a failure leaves no partial set; `writeEach`
    /// writes each file as it is made instead (`vignette preview`).
    func renderAndWrite<Spec>(
        _ specs: [Spec], toolkit: Toolkit, templates: [String: SymbolTemplate], placeholdersOnly: Bool = false,
        writeEach: Bool = false, prepare: (Spec) throws -> Rendering
    ) throws {
        var lists: [DisplayList] = []
        let images = try specs.map { spec in
            let rendering = try prepare(spec)
            lists.append(rendering.displayList)
            let image = (
                name: rendering.stem + "." + format.rawValue,
                data: try toolkit.encode(rendering.displayList, scale: rendering.pixelScale, format: format)
            )
            if writeEach { try Self.write([image], to: out) }
            return image
        }
        if placeholdersOnly {
            let placeholders = SymbolTemplateOptions.placeholders(
                drawn: lists.reduce(into: []) { $0.formUnion($1.items.symbolNames) }, templates: templates)
            if !placeholders.isEmpty {
                Console.writeError("warning: " + SymbolTemplateOptions.placeholderMessage(placeholders) + "\n")
            }
        } else {
            symbolTemplates.reportFallbacks(lists, templates: templates)
        }
        try symbolTemplates.requireStandIns(lists, templates: templates)
        if !writeEach { try Self.write(images, to: out) }
    }
}
