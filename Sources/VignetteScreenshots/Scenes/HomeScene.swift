import Foundation
import Vignette

/// A portrait home screen at the device's size in points: wallpaper, status bar, app-icon
/// placeholders in the free grid cells, page dots, dock, and the widgets pasted into their
/// grid frames (`widget-0`, `widget-1`, … in placement order); a Live Activity's compact
/// presentation in the Dynamic Island (`activity`), on devices with one.
struct HomeScene {
    let context: SceneContext
    let wallpaper: Backdrop
    let appearance: Appearance
    let placements: [WidgetPlacement]
    var activity: ActivityPlacement? = nil

    func compose(field: ConfigField) throws -> ComposedImage {
        let device = context.device
        let size = context.screen(.portrait)
        let plan = try HomeScreenPlan(placements: placements, device: device, os: context.os, field: field)
        let rendered = try placements.map { try context.render($0, appearance: appearance) }
        let dock = HomeDock(device: device)
        let ink: Paint = wallpaper.isLight ? .hex(0x000000) : .hex(0xFFFFFF)
        let date = rendered.first?.date ?? WidgetEnvironment().date
        let timeZone =
            placements.first.flatMap { p in context.widgets.first { $0.id == p.widget }?.timeZone } ?? .current
        let island = try activity.flatMap { try context.render($0, .compact, colorScheme: .dark) }
        var bar = StatusBar(
            device: device, facts: context.facts, date: context.shortDate(date, timeZone: timeZone), color: ink)
        // The time and indicators move out to the ears the wider island leaves.
        if let island { bar.islandWidth = island.size.width }
        let node = Layers(alignment: .topLeading) {
            wallpaper.node.frame(width: size.width, height: size.height)
            bar.placed(at: bar.frame)
            for (number, cell) in iconCells(plan).enumerated() {
                AppIcon(index: number + 4, size: iconSize, label: context.appName(number), labelColor: ink)
                    .placed(at: cell, alignment: .top)
            }
            PageDots(count: 3, color: ink).placed(
                at: CGRect(x: 0, y: dock.pageDotsCenter.y - 3.5, width: size.width, height: 7),
                alignment: .center)
            DockView(dock: dock, iconCount: device.platform == .iPad ? 6 : 4, isLightWallpaper: wallpaper.isLight)
                .placed(at: dock.frame)
            for (index, frame) in plan.widgetFrames.enumerated() {
                Fill(.clear).placed(at: frame, name: "widget-\(index)")
            }
            if let island {
                // Centred where the island is at rest (`StatusBar.islandTop`).
                Fill(.clear).placed(
                    at: CGRect(
                        x: (size.width - island.size.width) / 2, y: StatusBar.islandTop,
                        width: island.size.width, height: island.size.height), name: "activity")
            }
        }
        var cells = rendered.enumerated().map {
            (name: "widget-\($0.offset)", image: $0.element.image, clip: nil as ((CGRect) -> Path)?)
        }
        if let island { cells.append((name: "activity", image: island, clip: nil)) }
        return ComposedImage.layout(
            node.node, size: size, scale: device.scale, textEngine: context.textEngine,
            locale: context.locale, resources: context.backdrops, cells: cells)
    }

    /// iPhone: the HIG icon (60 pt); iPad Pro: 83.5 pt (Docs/WidgetFacts.md §8).
    private var iconSize: CGFloat { context.device.platform == .iPad ? 83.5 : 60 }

    /// The frames icons are centred in: each free cell on iPhone; on iPad each free 2×2
    /// block (an iPad icon is larger than a cell: our pick, see `HomeScreenGrid`).
    private func iconCells(_ plan: HomeScreenPlan) -> [CGRect] {
        let grid = plan.grid
        guard context.device.platform == .iPad else {
            return plan.freeCells.map { grid.cell(column: $0.column, row: $0.row) }
        }
        let free = Set(plan.freeCells.map { $0.row * grid.columns + $0.column })
        var blocks: [CGRect] = []
        for row in stride(from: 0, to: grid.rows, by: 2) {
            for column in stride(from: 0, to: grid.columns, by: 2) {
                let cells = [(column, row), (column + 1, row), (column, row + 1), (column + 1, row + 1)]
                guard cells.allSatisfy({ free.contains($0.1 * grid.columns + $0.0) }) else { continue }
                let first = grid.cell(column: column, row: row), last = grid.cell(column: column + 1, row: row + 1)
                let block = first.union(last)
                blocks.append(
                    CGRect(
                        x: block.minX, y: block.minY + (block.height - iconSize - 24) / 2,
                        width: block.width, height: iconSize + 24))
            }
        }
        return blocks
    }
}
