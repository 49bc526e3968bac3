import Foundation
import Vignette

/// Each span of an activity's story as a column: its times, the Lock Screen banner and the
/// compact island as they looked, and what was shown; the events listed at the top, on `Filmstrip`'s sheet.
enum ActivityFilmstrip {
    struct Frame {
        var time: String
        var caption: String
        var isStale: Bool
        var banner: DisplayList
        var island: DisplayList?
    }

    static func displayList(_ frames: [Frame], title: String, events: [String], textEngine: TextEngine) -> DisplayList {
        var cells: [DisplayList?] = []
        func cell(_ index: Int) -> Node {
            let frame = frames[index]
            let bannerCell = cells.count
            cells.append(frame.banner)
            var column: [Node] = [
                Words(frame.time).font(.subheadline.weight(.semibold).monospacedDigit()).lineLimit(1).node,
                Fill(.clear).frame(width: frame.banner.size.width, height: frame.banner.size.height).named(
                    "cell-\(bannerCell)"),
            ]
            if let island = frame.island {
                column.append(
                    Fill(.clear).frame(width: island.size.width, height: island.size.height).named(
                        "cell-\(cells.count)"))
                cells.append(island)
            }
            column.append(
                Words(frame.caption).font(.caption).foregroundStyle(frame.isStale ? .red : .secondaryLabel).lineLimit(2)
                    .frame(width: frame.banner.size.width, alignment: .leading))
            return .column(.leading, spacing: 6, column)
        }
        let sheet = Filmstrip.sheet(
            title: title, notes: events, noteFont: .caption.monospacedDigit(), count: frames.count, columns: 3,
            cell: cell)
        return SheetCompositor.displayList(sheet, cells: cells, textEngine: textEngine)
    }
}
