import Foundation
import Vignette

/// A watchlist row: ticker over name, the day's line, price over the change pill.
struct QuoteRow: Component {
    let line: MarketState.Line
    var chartWidth: CGFloat = 72
    var chartHeight: CGFloat = 24
    var isAccented = false

    var body: some Element {
        Row(spacing: 10) {
            Column(alignment: .leading, spacing: 0) {
                Words(line.symbol).font(.subheadline.weight(.semibold))
                Words(line.name).font(.caption).foregroundStyle(.secondaryLabel)
            }
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            Sparkline(line: line, height: chartHeight, lineWidth: 1.5)
                .frame(width: chartWidth)
            Column(alignment: .trailing, spacing: 2) {
                Words(StocksWording.price(line.price)).font(.subheadline.weight(.semibold).monospacedDigit()).lineLimit(
                    1)
                ChangePill(line: line, font: .caption2.weight(.semibold), isAccented: isAccented)
            }
            .frame(width: 70, alignment: .trailing)
        }
        // One element per stock: "NRDL, Nordlys Energy, 84.93, +0.96%".
        .accessibilityElement(children: .combine)
    }
}
