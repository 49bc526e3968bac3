import Foundation
import Vignette

/// A day's price line on a fixed height and any width: the day is cut into columns,
/// one per price interval, that share the width evenly; each draws the straight piece
/// of line that crosses it, as a rotated capsule. Columns after the last price stay
/// empty, so the line grows through the day. A dotted line marks the previous close.
///
/// The DSL has no paths and no way to read the width it is given, so each piece is
/// angled for `expectedWidth`; where the real width differs a little, the round ends
/// of neighbouring pieces still meet.
struct Sparkline: Component {
    let line: MarketState.Line
    var height: CGFloat = 40
    var expectedWidth: CGFloat = 130
    var lineWidth: CGFloat = 1.75
    /// Tints the area under the line, for the large chart.
    var showsArea = false

    var body: some Element {
        let values = line.prices
        let columns = max(line.slots - 1, 1)
        let low = min(values.min() ?? line.previousClose, line.previousClose)
        let high = max(values.max() ?? line.previousClose, line.previousClose)
        let span = max(high - low, line.previousClose * 0.002)
        let y: (Double) -> CGFloat = { value in
            lineWidth / 2 + CGFloat((high - value) / span) * (height - lineWidth)
        }
        let dx = expectedWidth / CGFloat(columns)
        Layers(alignment: .topLeading) {
            baseline.padding(.top, y(line.previousClose) - 0.5)
            Row(spacing: 0) {
                Each(0..<columns) { index in
                    if index + 1 < values.count {
                        piece(from: y(values[index]), to: y(values[index + 1]), dx: dx)
                    } else {
                        Fill(.clear)
                    }
                }
            }
        }
        .frame(height: height, alignment: .topLeading)
        .frame(maxWidth: .infinity)
    }

    private var tint: Paint { line.isUp ? StocksPalette.up : StocksPalette.down }

    /// The line across one column, from height `a` at its left edge to `b` at its right.
    private func piece(from a: CGFloat, to b: CGFloat, dx: CGFloat) -> Node {
        Layers(alignment: .top) {
            if showsArea {
                Rect().fill(tint.opacity(0.14)).padding(.top, (a + b) / 2)
            }
            segment(from: CGPoint(x: 0, y: a), to: CGPoint(x: dx, y: b), lineWidth: lineWidth, paint: tint)
                .frame(width: dx, alignment: .topLeading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    /// The previous close, dotted across the whole day.
    private var baseline: Node {
        Row(spacing: 2) {
            Each(0..<40) { _ in Rect().fill(.tertiaryLabel).frame(height: 1) }
        }
        .node
    }
}
