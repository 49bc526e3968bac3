import Foundation
import Vignette

/// Lays out a sheet written in the DSL and pastes widgets' display lists into its
/// cells named `cell-<index>`, as the gallery's contact sheet does: one picture, one
/// layout engine, one renderer.
enum SheetCompositor {
    static func displayList(_ sheet: Node, cells: [DisplayList?] = [], textEngine: TextEngine) -> DisplayList {
        let host = CGSize(width: 20_000, height: 20_000)
        let layout = Layout.layout(
            sheet, in: host, environment: WidgetEnvironment(displayScale: 2), textEngine: textEngine
        )
        .snapped(toScale: 2)
        let origin = layout.root.frame.origin
        var items = DisplayListBuilder.build(layout, canvas: host).items.map {
            $0.translated(dx: -origin.x, dy: -origin.y)
        }
        for (index, list) in cells.enumerated() {
            guard let list, let cell = layout.frame(named: "cell-\(index)") else { continue }
            items += list.items.map { $0.translated(dx: cell.minX - origin.x, dy: cell.minY - origin.y) }
        }
        return DisplayList(size: layout.root.frame.size, items: items)
    }
}
