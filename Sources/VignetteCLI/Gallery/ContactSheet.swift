import Foundation
import Vignette

/// One picture of the whole gallery, laid out with Vignette's own DSL: each widget's
/// display list is pasted into a placeholder cell of the sheet's layout.
enum ContactSheet {
    static func displayList(_ entries: [GalleryEntry], title: String, textEngine: TextEngine) -> DisplayList {
        let widgets = entries.map(\.widget.id).uniqued()
        let indexed = Array(entries.enumerated())
        let sheet = Column(alignment: .leading, spacing: 20) {
            Words(title).font(.title2.bold())
            for id in widgets {
                let mine = indexed.filter { $0.element.widget.id == id }
                Words(mine[0].element.widget.displayName).font(.headline).padding(.top, 8)
                for moment in mine.map(\.element.moment.name).uniqued() {
                    let cells = mine.filter { $0.element.moment.name == moment }
                    Row(alignment: .top, spacing: 16) {
                        Words(moment).font(.caption).foregroundStyle(.secondaryLabel).frame(width: 110, alignment: .topLeading)
                        Column(alignment: .leading, spacing: 16) {
                            // Home-screen schemes first, then the appearances the system imposes.
                            for line in [[Appearance.light, .dark], [.tinted, .standBy, .standByNight, .lockScreen]] {
                                Row(alignment: .top, spacing: 16) {
                                    for appearance in line {
                                        let panelCells = cells.filter { $0.element.spec.appearance == appearance }
                                        if !panelCells.isEmpty { panel(panelCells, appearance) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        .padding(32)
        .background(Fill(.white))
        .fixedSize()

        let environment = WidgetEnvironment(displayScale: 1)
        let host = CGSize(width: 20_000, height: 20_000)
        let layout = Layout.layout(sheet, in: host, environment: environment, textEngine: textEngine).snapped(toScale: 1)
        let origin = layout.root.frame.origin
        var items = DisplayListBuilder.build(layout, canvas: host).items.map { $0.translated(dx: -origin.x, dy: -origin.y) }
        for (index, entry) in entries.enumerated() {
            guard let list = entry.displayList, let cell = layout.frame(named: "cell-\(index)") else { continue }
            // Clipped to its cell: groups, filters and shadows inside then work on the cell's
            // pixels, not the whole sheet's (which made the sheet most of the gallery's time).
            let moved = list.items.map { $0.translated(dx: cell.minX - origin.x, dy: cell.minY - origin.y) }
            items.append(.group(DisplayGroup(clip: Path(rect: cell.offsetBy(dx: -origin.x, dy: -origin.y)), items: moved)))
        }
        return DisplayList(size: layout.root.frame.size, items: items)
    }

    /// The families of one moment and appearance side by side, on a backdrop of that appearance.
    private static func panel(_ cells: [(offset: Int, element: GalleryEntry)], _ appearance: Appearance) -> Node {
        Row(alignment: .top, spacing: 16) {
            for (index, cell) in cells {
                let size = (try? cell.spec.widgetSize()) ?? .zero
                Fill(.clear).frame(width: size.width, height: size.height).named("cell-\(index)")
            }
        }
        .padding(16)
        .background(RoundedRect(cornerRadius: 28, style: .continuous).fill(.hex(backdrop(appearance))))
    }
}

/// What each appearance is seen on: a light or dark home screen, a tinted wallpaper,
/// StandBy's black, a lock-screen wallpaper.
func backdrop(_ appearance: Appearance) -> UInt32 {
    switch appearance {
    case .light: 0xD1D1D6
    case .dark: 0x48484A
    case .tinted: 0x1F2D4D
    case .standBy, .standByNight: 0x000000
    case .lockScreen: 0x3A3560
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
