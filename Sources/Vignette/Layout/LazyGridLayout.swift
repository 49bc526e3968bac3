import Foundation

/// Lazy grids (SwiftUI's `LazyVGrid`/`LazyHGrid`, Docs/SwiftUI/LazyGrids.md): a `grid` node with
/// `gridTracks` lays its children out in the order written, filling the tracks across and adding
/// lines along the growing axis. Nothing scrolls in a widget, so every line is laid out and what
/// lies outside the widget is cut by its edge.
extension LayoutEngine {
    /// The tracks' lengths and the lines' lengths for one proposal, in "across" (the tracks' axis:
    /// widths for a vertical grid) and "along" (the growing axis) terms.
    struct LazyGridPlan {
        /// Each track after adaptive tracks are expanded: its length and its cells' alignment.
        var tracks: [(length: CGFloat, alignment: Align?)]
        /// The gap after each track but the last.
        var gaps: [CGFloat]
        /// Each line's length along the growing axis (a row's height in a vertical grid).
        var lines: [CGFloat]
        var lineSpacing: CGFloat

        var across: CGFloat { tracks.reduce(0) { $0 + $1.length } + gaps.reduce(0, +) }
        var along: CGFloat { lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0)) }

        /// Where track `index` starts, from the grid's leading (top) edge.
        func trackStart(_ index: Int) -> CGFloat {
            (0..<index).reduce(0) { $0 + tracks[$1].length + gaps[$1] }
        }
    }

    /// The default gap between tracks and between lines.
    static let lazyGridSpacing: CGFloat = 8

    /// Tracks sized as `GridItem.Size` documents: fixed tracks and the gaps are taken from the
    /// length offered, then each flexible or adaptive track in order gets an equal share of what
    /// is left, clamped to its bounds; an adaptive track splits its share into as many tracks of at
    /// least its minimum as fit. With no length offered, a flexible track is its minimum and an
    /// adaptive one a single track of its minimum; with an unbounded one (a stack measuring how
    /// flexible the grid is), each is a single track of its maximum.
    static func lazyTrackLengths(
        _ spec: GridTracks, offered: CGFloat?
    ) -> (tracks: [(length: CGFloat, alignment: Align?)], gaps: [CGFloat]) {
        let items = spec.tracks
        if let offered, !offered.isFinite {
            let tracks = items.map { item -> (length: CGFloat, alignment: Align?) in
                switch item.size {
                case .fixed(let length): (length, item.alignment)
                case .flexible(_, let maximum), .adaptive(_, let maximum): (maximum, item.alignment)
                }
            }
            return (tracks, items.dropLast().map { $0.spacing ?? lazyGridSpacing })
        }
        let gapsBetween = items.dropLast().map { $0.spacing ?? lazyGridSpacing }
        var remaining =
            (offered ?? 0) - gapsBetween.reduce(0, +)
            - items.reduce(0) { total, item in
                if case .fixed(let length) = item.size { return total + length }
                return total
            }
        var sharing = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var tracks: [(length: CGFloat, alignment: Align?)] = []
        var gaps: [CGFloat] = []
        for (index, item) in items.enumerated() {
            let share = sharing > 0 ? remaining / CGFloat(sharing) : 0
            switch item.size {
            case .fixed(let length):
                tracks.append((length, item.alignment))
            case .flexible(let minimum, let maximum):
                let length = offered == nil ? minimum : min(max(share, minimum), maximum)
                tracks.append((length, item.alignment))
                remaining -= length
                sharing -= 1
            case .adaptive(let minimum, let maximum):
                let gap = item.spacing ?? lazyGridSpacing
                guard offered != nil else {
                    tracks.append((minimum, item.alignment))
                    sharing -= 1
                    break
                }
                let count = max(1, Int(((share + gap) / (minimum + gap)).rounded(.down)))
                // One track that does not reach its minimum keeps the share it got (never below 0).
                let each =
                    count == 1 && share < minimum
                    ? max(share, 0)
                    : min((share - gap * CGFloat(count - 1)) / CGFloat(count), maximum)
                for n in 0..<count {
                    tracks.append((each, item.alignment))
                    if n < count - 1 { gaps.append(gap) }
                }
                remaining -= share
                sharing -= 1
            }
            if index < gapsBetween.count { gaps.append(gapsBetween[index]) }
        }
        return (tracks, gaps)
    }

    /// The plan of lazy grid `id` for proposal `p`: each line is as long as its longest cell,
    /// each cell proposed its track's length across and nothing along (a cell whose
    /// `gridCellUnsizedAxes` holds the growing axis does not lengthen its line).
    func lazyGridPlan(_ id: Int, _ spec: GridTracks, _ p: Proposal) -> LazyGridPlan {
        let vertical = spec.growth == .vertical
        let (tracks, gaps) = Self.lazyTrackLengths(spec, offered: vertical ? p.width : p.height)
        let cells = tree[id].children
        let perLine = max(tracks.count, 1)
        let lineCount = (cells.count + perLine - 1) / perLine
        let alongAxis: Axes = vertical ? .vertical : .horizontal
        var lines = Array(repeating: CGFloat(0), count: lineCount)
        for (index, cell) in cells.enumerated() where !tree[cell].gridUnsized.contains(alongAxis) {
            let length = tracks.isEmpty ? 0 : tracks[index % perLine].length
            let proposal = vertical ? Proposal(width: length, height: nil) : Proposal(width: nil, height: length)
            let size = size(cell, proposal)
            lines[index / perLine] = max(lines[index / perLine], vertical ? size.height : size.width)
        }
        return LazyGridPlan(tracks: tracks, gaps: gaps, lines: lines, lineSpacing: spec.spacing ?? Self.lazyGridSpacing)
    }

    /// The size a lazy grid reports: its tracks across, its lines along.
    func lazyGridSize(_ id: Int, _ spec: GridTracks, _ p: Proposal) -> CGSize {
        let plan = lazyGridPlan(id, spec, p)
        return spec.growth == .vertical
            ? CGSize(width: plan.across, height: plan.along)
            : CGSize(width: plan.along, height: plan.across)
    }

    /// Places each cell in its track and line, proposed the cell's rectangle and aligned in it by
    /// its track's alignment or the grid's.
    func placeLazyGrid(_ id: Int, _ spec: GridTracks, origin: CGPoint, _ p: Proposal) {
        let plan = lazyGridPlan(id, spec, p)
        guard !plan.tracks.isEmpty else { return }
        let vertical = spec.growth == .vertical
        var lineStart: CGFloat = 0
        for (index, cell) in tree[id].children.enumerated() {
            let track = index % plan.tracks.count, line = index / plan.tracks.count
            if track == 0 && line > 0 { lineStart += plan.lines[line - 1] + plan.lineSpacing }
            let across = plan.trackStart(track), length = plan.tracks[track].length
            let rect =
                vertical
                ? CGRect(x: origin.x + across, y: origin.y + lineStart, width: length, height: plan.lines[line])
                : CGRect(x: origin.x + lineStart, y: origin.y + across, width: plan.lines[line], height: length)
            placeAligned(cell, in: rect, plan.tracks[track].alignment ?? spec.alignment, Proposal(rect.size))
        }
    }
}
