import Foundation

/// `Grid` (SwiftUI's Grid and GridRow, Docs/LayoutSemantics.md §a.11).
extension LayoutEngine {
    /// Where a grid's rows and columns go for one proposal.
    struct GridPlan {
        struct Cell {
            var id: Int
            var column: Int
            var span: Int
        }
        /// Each row's cells; a row that is not a `gridRow` is one cell spanning every column.
        var rows: [(id: Int, cells: [Cell], isFullWidth: Bool)]
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var horizontalSpacing: CGFloat
        var verticalSpacing: CGFloat

        var width: CGFloat { columnWidths.reduce(0, +) + horizontalSpacing * CGFloat(max(columnWidths.count - 1, 0)) }
        var size: CGSize {
            CGSize(width: width, height: rowHeights.reduce(0, +) + verticalSpacing * CGFloat(max(rowHeights.count - 1, 0)))
        }

        /// The width of `span` columns from `column`, with the spacing between them.
        func width(from column: Int, span: Int) -> CGFloat {
            let end = min(column + span, columnWidths.count)
            guard column < end else { return 0 }
            return columnWidths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
        }
    }

    /// Column widths: each column's widest single-column cell at its ideal size, then spanning
    /// cells widen the columns they cover, then width left in the proposal goes in equal shares
    /// to the columns whose cells take more when offered more. Row heights: each row's tallest
    /// cell at its column width, then height left goes to rows whose cells take more.
    func gridPlan(_ id: Int, _ horizontalSpacing: CGFloat, _ verticalSpacing: CGFloat, _ p: Proposal) -> GridPlan {
        var rows: [(id: Int, cells: [GridPlan.Cell], isFullWidth: Bool)] = []
        var columnCount = 1
        for row in tree[id].children {
            guard case .gridRow = tree[row].kind else {
                rows.append((row, [GridPlan.Cell(id: row, column: 0, span: 0)], true))
                continue
            }
            var column = 0
            var cells: [GridPlan.Cell] = []
            for cell in tree[row].children {
                let span = tree[cell].gridSpan
                cells.append(GridPlan.Cell(id: cell, column: column, span: span))
                column += span
            }
            columnCount = max(columnCount, column)
            rows.append((row, cells, false))
        }
        var plan = GridPlan(rows: rows, columnWidths: Array(repeating: 0, count: columnCount), rowHeights: [],
                            horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        let cells = rows.filter { !$0.isFullWidth }.flatMap(\.cells)
        for cell in cells where cell.span == 1 {
            plan.columnWidths[cell.column] = max(plan.columnWidths[cell.column], size(cell.id, .unspecified).width)
        }
        for cell in cells where cell.span > 1 {
            let missing = size(cell.id, .unspecified).width - plan.width(from: cell.column, span: cell.span)
            let covered = min(cell.span, columnCount - cell.column)
            guard missing > 0, covered > 0 else { continue }
            for column in cell.column..<(cell.column + covered) { plan.columnWidths[column] += missing / CGFloat(covered) }
        }
        if let width = p.width, width > plan.width {
            let share = (width - plan.width)
            let flexible = (0..<columnCount).filter { column in
                cells.contains { $0.column == column && $0.span == 1
                    && size($0.id, Proposal(width: plan.columnWidths[column] + share, height: nil)).width > plan.columnWidths[column] + 1e-9 }
            }
            for column in flexible { plan.columnWidths[column] += share / CGFloat(flexible.count) }
        }
        let gridWidth = plan.width
        plan.rowHeights = rows.map { row in
            row.cells.reduce(0) { tallest, cell in
                let width = row.isFullWidth ? gridWidth : plan.width(from: cell.column, span: cell.span)
                return max(tallest, size(cell.id, Proposal(width: width, height: nil)).height)
            }
        }
        if let height = p.height, height > plan.size.height {
            let share = height - plan.size.height
            let flexible = rows.indices.filter { index in
                rows[index].cells.contains { cell in
                    let width = rows[index].isFullWidth ? gridWidth : plan.width(from: cell.column, span: cell.span)
                    return size(cell.id, Proposal(width: width, height: plan.rowHeights[index] + share)).height
                        > plan.rowHeights[index] + 1e-9
                }
            }
            for index in flexible { plan.rowHeights[index] += share / CGFloat(flexible.count) }
        }
        return plan
    }

    /// Each cell is proposed its cell's size and aligned in it: across by its column's
    /// `gridColumnAlignment` or the grid's, up and down by its row's alignment or the grid's.
    func placeGrid(_ id: Int, _ plan: GridPlan, _ alignment: Align, origin: CGPoint) {
        var columnAlignment: [Int: HorizontalAlign] = [:]
        for row in plan.rows where !row.isFullWidth {
            for cell in row.cells where columnAlignment[cell.column] == nil {
                columnAlignment[cell.column] = tree[cell.id].gridColumnAlignment
            }
        }
        var y = origin.y
        for (index, row) in plan.rows.enumerated() {
            let height = plan.rowHeights[index]
            if row.isFullWidth {
                let rect = CGRect(x: origin.x, y: y, width: plan.width, height: height)
                placeAligned(row.id, in: rect, alignment, Proposal(rect.size))
            } else {
                frames[row.id] = CGRect(x: origin.x, y: y, width: plan.width, height: height)
                let rowAlignment: VerticalAlign = if case .gridRow(let own) = tree[row.id].kind, let own { own } else { alignment.vertical }
                for cell in row.cells {
                    let x = origin.x + plan.width(from: 0, span: cell.column) + (cell.column > 0 ? plan.horizontalSpacing : 0)
                    let rect = CGRect(x: x, y: y, width: plan.width(from: cell.column, span: cell.span), height: height)
                    let cellAlignment = Align(horizontal: columnAlignment[cell.column] ?? alignment.horizontal, vertical: rowAlignment)
                    placeAligned(cell.id, in: rect, cellAlignment, Proposal(rect.size))
                }
            }
            y += height + plan.verticalSpacing
        }
    }
}
