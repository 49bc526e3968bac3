import Foundation
import Vignette

/// Each span of an activity's story as a column: its times, the Lock Screen banner and the
/// compact island as they looked, and what was shown; the events listed at the top.
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
        let columns = 3
        let rows = stride(from: 0, to: frames.count, by: columns).map { Array($0..<min($0 + columns, frames.count)) }
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
        let sheet = Column(alignment: .leading, spacing: 22) {
            Column(alignment: .leading, spacing: 4) {
                Words(title).font(.title3.bold())
                Each(events.indices.map { $0 }) { index in
                    Words(events[index]).font(.caption.monospacedDigit()).foregroundStyle(.secondaryLabel)
                }
            }
            Each(rows.indices.map { $0 }) { row in
                Row(alignment: .top, spacing: 18) {
                    Each(rows[row]) { index in cell(index) }
                }
            }
        }
        .padding(24)
        .background(Fill(.hex(0xE5E5EA)))
        .fixedSize()
        return SheetCompositor.displayList(sheet, cells: cells, textEngine: textEngine)
    }
}
