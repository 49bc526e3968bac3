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
            CGSize(
                width: width, height: rowHeights.reduce(0, +) + verticalSpacing * CGFloat(max(rowHeights.count - 1, 0)))
        }

        /// The width of `span` columns from `column`, with the spacing between them.
        func width(from column: Int, span: Int) -> CGFloat {
            let end = min(column + span, columnWidths.count)
            guard column < end else { return 0 }
            return columnWidths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
        }
    }

    /// Column widths as an `HStack` shares width among its children (Docs/LayoutSemantics.md §a.11):
    /// with a width proposed, columns are offered it least flexible first (a column's flexibility is
    /// how much wider its cells get from a zero to an unbounded proposal), each an equal share of
    /// what is left, and take their widest cell's choice; with none, their widest ideal cell. Then
    /// spanning cells, and full-width rows, widen the columns they cover in equal shares. Row heights:
    /// each row's tallest cell at its column width, then height left goes to rows whose cells take
    /// more. Cells with `gridCellUnsizedAxes` are left out of the axis they name.
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
        var plan = GridPlan(
            rows: rows, columnWidths: Array(repeating: 0, count: columnCount), rowHeights: [],
            horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        let cells = rows.filter { !$0.isFullWidth }.flatMap(\.cells).filter {
            !tree[$0.id].gridUnsized.contains(.horizontal)
        }
        plan.columnWidths = columnWidths(
            cells.filter { $0.span == 1 }, count: columnCount, spacing: horizontalSpacing, p.width)
        var spanning = cells.filter { $0.span > 1 }.map {
            (cell: $0, width: size($0.id, Proposal(width: p.width, height: nil)).width)
        }
        for row in rows where row.isFullWidth && !tree[row.id].gridUnsized.contains(.horizontal) {
            let cell = GridPlan.Cell(id: row.id, column: 0, span: columnCount)
            spanning.append((cell, size(row.id, Proposal(width: p.width, height: nil)).width))
        }
        for (cell, wanted) in spanning {
            let missing = wanted - plan.width(from: cell.column, span: cell.span)
            let covered = min(cell.span, columnCount - cell.column)
            guard missing > 0, covered > 0 else { continue }
            for column in cell.column..<(cell.column + covered) {
                plan.columnWidths[column] += missing / CGFloat(covered)
            }
        }
        let gridWidth = plan.width
        plan.rowHeights = rows.map { row in
            row.cells.reduce(0) { tallest, cell in
                guard !tree[cell.id].gridUnsized.contains(.vertical) else { return tallest }
                let width = row.isFullWidth ? gridWidth : plan.width(from: cell.column, span: cell.span)
                return max(tallest, size(cell.id, Proposal(width: width, height: nil)).height)
            }
        }
        if let height = p.height, height > plan.size.height {
            let share = height - plan.size.height
            let flexible = rows.indices.filter { index in
                rows[index].cells.contains { cell in
                    guard !tree[cell.id].gridUnsized.contains(.vertical) else { return false }
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
                let rowAlignment: VerticalAlign =
                    if case .gridRow(let own) = tree[row.id].kind, let own { own } else { alignment.vertical }
                for cell in row.cells {
                    let x =
                        origin.x + plan.width(from: 0, span: cell.column)
                        + (cell.column > 0 ? plan.horizontalSpacing : 0)
                    let rect = CGRect(x: x, y: y, width: plan.width(from: cell.column, span: cell.span), height: height)
                    if let anchor = tree.cellAnchors[cell.id] {
                        // `gridCellAnchor`: the same unit point of the view and of its cell meet.
                        let size = size(cell.id, Proposal(rect.size))
                        place(
                            cell.id,
                            at: CGPoint(
                                x: rect.minX + (rect.width - size.width) * anchor.x,
                                y: rect.minY + (rect.height - size.height) * anchor.y), Proposal(rect.size))
                        continue
                    }
                    let cellAlignment = Align(
                        horizontal: columnAlignment[cell.column] ?? alignment.horizontal, vertical: rowAlignment)
                    placeAligned(cell.id, in: rect, cellAlignment, Proposal(rect.size))
                }
            }
            y += height + plan.verticalSpacing
        }
    }

    /// Single-column cells' widths per column, shared out as `gridPlan` describes.
    private func columnWidths(_ cells: [GridPlan.Cell], count: Int, spacing: CGFloat, _ width: CGFloat?) -> [CGFloat] {
        var byColumn = Array(repeating: [Int](), count: count)
        for cell in cells { byColumn[cell.column].append(cell.id) }
        func chosen(_ column: Int, _ proposal: CGFloat?) -> CGFloat {
            byColumn[column].reduce(0) { max($0, size($1, Proposal(width: proposal, height: nil)).width) }
        }
        guard let width else { return (0..<count).map { chosen($0, nil) } }
        let flexibility = (0..<count).map { chosen($0, .infinity) - chosen($0, 0) }
        // Spelled out: the one-line ternary took the type checker half a second.
        let order = (0..<count).sorted { (a: Int, b: Int) -> Bool in
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var widths = Array(repeating: CGFloat(0), count: count)
        var available = width - spacing * CGFloat(max(count - 1, 0))
        for (k, column) in order.enumerated() {
            widths[column] = chosen(column, max(available / CGFloat(count - k), 0))
            available -= widths[column]
        }
        return widths
    }
}
