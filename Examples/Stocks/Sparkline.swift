import Foundation
import Vignette

/// A day's price line on a fixed height and any width, drawn as chart marks: the day's
/// slots share the width, so the line grows through the day; a dotted rule marks the
/// previous close; the large chart tints the area under the line. Axes and legend are
/// hidden and the domains are set, so the line fills the frame less half its width at the
/// top and bottom (Docs/Charts.md).
struct Sparkline: Component {
    let line: MarketState.Line
    var height: CGFloat = 40
    var lineWidth: CGFloat = 1.75
    /// Tints the area under the line, for the large chart.
    var showsArea = false

    var body: some Element {
        let values = line.prices
        let low = min(values.min() ?? line.previousClose, line.previousClose)
        let high = max(values.max() ?? line.previousClose, line.previousClose)
        let span = max(high - low, line.previousClose * 0.002)
        // Half a line width at each end, in price, so the stroke stays inside the frame.
        let pad = span * Double(lineWidth / 2 / max(height - lineWidth, 1))
        let bottom = high - span - pad
        Plot {
            ChartMark.rule(y: .value("Previous close", line.previousClose))
                .foregroundStyle(.tertiaryLabel).lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
            if showsArea {
                for (slot, price) in values.enumerated() {
                    ChartMark(
                        .area, x: .value("Slot", Double(slot)), y: .value("Low", bottom), yEnd: .value("Price", price)
                    )
                    .foregroundStyle(tint.opacity(0.14))
                }
            }
            for (slot, price) in values.enumerated() {
                ChartMark.line(x: .value("Slot", Double(slot)), y: .value("Price", price))
                    .foregroundStyle(tint).lineStyle(
                        StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
            }
        }
        .xAxis(.hidden).yAxis(.hidden).legend(.hidden)
        .xDomain(0...Double(max(line.slots - 1, 1)))
        .yDomain(bottom...(high + pad))
        .frame(height: height)
    }

    private var tint: Paint { line.isUp ? StocksPalette.up : StocksPalette.down }
}
