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
                    Row(alignment: .top, spacing: 16) {
                        Words(moment).font(.caption).foregroundStyle(.secondaryLabel).frame(width: 110, alignment: .topLeading)
                        for appearance in Appearance.allCases {
                            panel(mine.filter { $0.element.moment.name == moment && $0.element.spec.appearance == appearance },
                                  appearance)
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
            items += list.items.map { $0.translated(dx: cell.minX - origin.x, dy: cell.minY - origin.y) }
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
        .background(RoundedRect(cornerRadius: 28, style: .continuous).fill(appearance == .light ? .hex(0xD1D1D6) : .hex(0x48484A)))
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
