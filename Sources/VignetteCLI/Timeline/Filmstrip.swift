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
        let sheet = Self.sheet(
            title: title, notes: [subtitle], noteFont: .subheadline, count: frames.count,
            columns: columnCount(for: frames.first?.size.width ?? 170)
        ) { index in cell(frames[index], index: index) }
        return SheetCompositor.displayList(sheet, cells: frames.map(\.displayList), textEngine: textEngine)
    }

    /// The sheet every filmstrip draws, widget or Live Activity: `title` over `notes` in grey, then
    /// `count` cells `columns` to a row, on a light grey page; each cell names its pictures `cell-<n>`.
    static func sheet(
        title: String, notes: [String], noteFont: Typeface, count: Int, columns: Int, cell: (Int) -> Node
    ) -> Node {
        let rows = stride(from: 0, to: count, by: columns).map { Array($0..<min($0 + columns, count)) }
        return Column(alignment: .leading, spacing: 22) {
            Column(alignment: .leading, spacing: 4) {
                Words(title).font(.title3.bold())
                Each(notes.indices.map { $0 }) { index in
                    Words(notes[index]).font(noteFont).foregroundStyle(.secondaryLabel)
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
