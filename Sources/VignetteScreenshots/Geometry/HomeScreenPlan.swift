import Foundation
import Vignette

/// What goes where on one home screen: each widget's frame on the grid and the cells
/// left for app icons.
struct HomeScreenPlan {
    let grid: HomeScreenGrid
    /// Widget frames in screen points, in placement order.
    let widgetFrames: [CGRect]
    /// Cells (column, row) not covered by a widget, row by row.
    let freeCells: [(column: Int, row: Int)]

    /// - Throws: `VignetteError.invalidFile` naming `field` (the config's `widgets`) when a
    ///   widget leaves the grid or covers another's cells.
    @discardableResult
    init(placements: [WidgetPlacement], device: Device, os: OSVersion, field: ConfigField) throws {
        grid = try HomeScreenGrid(device: device, os: os)
        var taken: [Int: Int] = [:]  // cell index → placement index
        var frames: [CGRect] = []
        for (index, placement) in placements.enumerated() {
            let here = "widgets[\(index)]"
            guard let span = HomeScreenGrid.span(of: placement.family) else {
                throw field.fail("\(here): \(placement.family.rawValue) is not a home-screen family")
            }
            guard device.offers(placement.family, os: os) else {
                throw field.fail("\(here): \(device.name) has no \(placement.family.rawValue) widget on \(os.rawValue)")
            }
            let columns = placement.column..<(placement.column + span.columns)
            let rows = placement.row..<(placement.row + span.rows)
            guard columns.upperBound <= grid.columns, rows.upperBound <= grid.rows else {
                throw field.fail(
                    "\(here): \(placement.family.rawValue) at column \(placement.column), row \(placement.row) "
                        + "needs columns \(columns.lowerBound)–\(columns.upperBound - 1) and rows \(rows.lowerBound)–\(rows.upperBound - 1); "
                        + "the home screen of \(device.name) has columns 0–\(grid.columns - 1) and rows 0–\(grid.rows - 1)"
                )
            }
            for row in rows {
                for column in columns {
                    if let other = taken.updateValue(index, forKey: row * grid.columns + column) {
                        throw field.fail("\(here) overlaps widgets[\(other)] at column \(column), row \(row)")
                    }
                }
            }
            let size = try device.onScreenSize(placement.family, os: os)
            frames.append(grid.widgetFrame(size: size, column: placement.column, row: placement.row))
        }
        widgetFrames = frames
        var free: [(Int, Int)] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where taken[row * grid.columns + column] == nil {
                free.append((column, row))
            }
        }
        freeCells = free
    }
}
