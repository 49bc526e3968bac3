import Foundation
import Vignette

/// One picture of the whole gallery, laid out with Vignette's own DSL: each widget's
/// display list is pasted into a placeholder cell of the sheet's layout.
///
/// The sheet is tall (about 2,300 × 25,000 pixels), so it is cut into strips: the title, each
/// widget's heading and each moment's row. A strip's band of pixel rows reaches halfway into
/// the white gaps around it, so strips can be painted on different workers (`BandedImage`)
/// and give the same pixels as one painting of the whole sheet.
struct ContactSheet {
    /// The sheet's size in pixels (points at scale 1).
    let width: Int, height: Int
    /// What to paint in each band of rows, top to bottom; the bands cover the sheet.
    let strips: [(rows: Range<Int>, list: DisplayList)]

    init(_ entries: [GalleryEntry], title: String, textEngine: TextEngine) {
        let widgets = entries.map(\.id).uniqued()
        let indexed = Array(entries.enumerated())
        // White comes from the canvas (`BandedImage(opaqueWhite:)`), not from a fill.
        let sheet = Column(alignment: .leading, spacing: 20) {
            Words(title).font(.title2.bold()).named("strip")
            for id in widgets {
                let mine = indexed.filter { $0.element.id == id }
                Words(mine[0].element.displayName).font(.headline).padding(.top, 8).named("strip")
                for moment in mine.map(\.element.moment).uniqued() {
                    let cells = mine.filter { $0.element.moment == moment }
                    Row(alignment: .top, spacing: 16) {
                        Words(moment).font(.caption).foregroundStyle(.secondaryLabel).frame(
                            width: 110, alignment: .topLeading)
                        Column(alignment: .leading, spacing: 16) {
                            for line in mine[0].element.panelLines {
                                Row(alignment: .top, spacing: 16) {
                                    for appearance in line {
                                        let panelCells = cells.filter { $0.element.panel == appearance }
                                        if !panelCells.isEmpty { Self.panel(panelCells, appearance) }
                                    }
                                }
                            }
                        }
                    }
                    .named("strip")
                }
            }
        }
        .padding(32)
        .fixedSize()

        let environment = WidgetEnvironment(displayScale: 1)
        let host = CGSize(width: 20_000, height: 20_000)
        let layout = Layout.layout(sheet, in: host, environment: environment, textEngine: textEngine).snapped(
            toScale: 1)
        let origin = layout.root.frame.origin
        (width, height) = (Int(layout.root.frame.width), Int(layout.root.frame.height))
        // One walk of the tree for every named node: asking `frame(named:)` for each cell walked
        // the whole sheet once per image (a sixth of a second for 554 images, on one worker).
        let nodes = layout.allNodes
        let stripNodes = nodes.filter { $0.name == "strip" }
        let parts = stripNodes.map { $0.frame.offsetBy(dx: -origin.x, dy: -origin.y) }
        var lists = stripNodes.map { node in
            DisplayListBuilder.build(LayoutResult(root: node), canvas: host).items.map {
                $0.translated(dx: -origin.x, dy: -origin.y)
            }
        }
        var cellFrames: [String: CGRect] = [:]
        for node in nodes {
            guard let name = node.name, name.hasPrefix("cell-"), cellFrames[name] == nil else { continue }
            cellFrames[name] = node.frame
        }
        for (index, entry) in entries.enumerated() {
            guard let list = entry.displayList, let found = cellFrames["cell-\(index)"] else { continue }
            let cell = found.offsetBy(dx: -origin.x, dy: -origin.y)
            guard let strip = parts.firstIndex(where: { $0.contains(cell) }) else { continue }
            // Clipped to its cell: groups, filters and shadows inside then work on the cell's
            // pixels, not the whole sheet's.
            let moved = list.items.map { $0.translated(dx: cell.minX, dy: cell.minY) }
            lists[strip].append(.group(DisplayGroup(clip: Path(rect: cell), items: moved)))
        }
        // Each band runs from halfway up the gap above its strip to halfway down the gap below.
        let cuts = [0] + zip(parts, parts.dropFirst()).map { Int((($0.maxY + $1.minY) / 2).rounded()) } + [height]
        let size = CGSize(width: width, height: height)
        strips = lists.indices.map { (cuts[$0]..<cuts[$0 + 1], DisplayList(size: size, items: lists[$0])) }
    }

    /// How many strips the sheet of `entries` has, known before any layout: the title, and
    /// for each widget its heading and a row for each moment.
    static func stripCount(_ entries: [GalleryEntry]) -> Int {
        let widgets = entries.map(\.id).uniqued()
        return 1
            + widgets.reduce(0) { count, id in
                count + 1 + entries.filter { $0.id == id }.map(\.moment).uniqued().count
            }
    }

    /// The images of one moment and appearance side by side (a widget's families, an
    /// activity's presentations), on a backdrop of that appearance.
    private static func panel(_ cells: [(offset: Int, element: GalleryEntry)], _ appearance: Appearance) -> Node {
        Row(alignment: .top, spacing: 16) {
            for (index, cell) in cells {
                let size = cell.size
                Fill(.clear).frame(width: size.width, height: size.height).named("cell-\(index)")
            }
        }
        .padding(16)
        .background(RoundedRect(cornerRadius: 28, style: .continuous).fill(.hex(backdrop(appearance))))
    }
}

/// What each appearance is seen on: a light or dark home screen, a tinted wallpaper (under glass too),
/// StandBy's black, a lock-screen wallpaper.
func backdrop(_ appearance: Appearance) -> UInt32 {
    switch appearance {
    case .light: 0xD1D1D6
    case .dark: 0x48484A
    case .tinted, .clearGlass, .tintedGlass: 0x1F2D4D
    case .standBy, .standByNight, .standByLocked: 0x000000
    case .lockScreen, .lockScreenLocked: 0x3A3560
    }
}

extension Array where Element: Hashable {
    package func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
