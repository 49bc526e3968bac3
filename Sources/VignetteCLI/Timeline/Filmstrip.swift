import Foundation
import Vignette
import VignetteTimeline

/// Every distinct entry of a simulated day side by side, each rendered as the widget
/// and labelled with when it was on screen; frames showing wrong content get a red
/// note. A DSL sheet with a named cell per frame, composed by `SheetCompositor`.
enum Filmstrip {
    struct Frame {
        var span: SimulationReport.Span
        var size: CGSize
        var displayList: DisplayList?
    }

    static func displayList(_ frames: [Frame], title: String, subtitle: String, textEngine: TextEngine) -> DisplayList {
        let columns = columnCount(for: frames.first?.size.width ?? 170)
        let rows = stride(from: 0, to: frames.count, by: columns).map { Array($0..<min($0 + columns, frames.count)) }
        let sheet = Column(alignment: .leading, spacing: 22) {
            Column(alignment: .leading, spacing: 4) {
                Words(title).font(.title3.bold())
                Words(subtitle).font(.subheadline).foregroundStyle(.secondaryLabel)
            }
            Each(rows.indices.map { $0 }) { row in
                Row(alignment: .top, spacing: 18) {
                    Each(rows[row]) { index in cell(frames[index], index: index) }
                }
            }
        }
        .padding(24)
        .background(Fill(.hex(0xE5E5EA)))
        .fixedSize()
        return SheetCompositor.displayList(sheet, cells: frames.map(\.displayList), textEngine: textEngine)
    }

    /// Rows about 1300 pt wide whatever the family.
    static func columnCount(for width: CGFloat) -> Int { max(2, Int(1300 / (width + 18))) }

    private static func cell(_ frame: Frame, index: Int) -> Node {
        let span = frame.span
        let time = "\(clock(span.from)) – \(clock(span.to))"
        return Column(alignment: .leading, spacing: 5) {
            Words(time).font(.subheadline.weight(.semibold).monospacedDigit()).lineLimit(1)
            Fill(.clear).frame(width: frame.size.width, height: frame.size.height).named("cell-\(index)")
            Words(span.shows).font(.caption).foregroundStyle(.secondaryLabel).lineLimit(1)
                .frame(width: frame.size.width, alignment: .leading)
            if span.wrongMinutes > 0 {
                Words("wrong for \(span.wrongMinutes) min").font(.caption.weight(.semibold)).foregroundStyle(.red)
                    .lineLimit(1)
            }
        }.node
    }

    /// "09:45" from "2026-11-23 09:45" (the day is in the title).
    private static func clock(_ stamp: String) -> String {
        String(stamp.split(separator: " ").last ?? Substring(stamp))
    }
}
