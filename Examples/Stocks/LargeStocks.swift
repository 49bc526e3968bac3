import Foundation
import Vignette

/// systemLarge: the first symbol with a big chart and the day's range, then the
/// rest of the watchlist as rows under a hairline.
struct LargeStocks: Component {
    let state: MarketState
    var isAccented = false

    var body: some Element {
        let lead = state.lines[0]
        Column(alignment: .leading, spacing: 0) {
            Row(alignment: .firstTextBaseline, spacing: 6) {
                Words(lead.symbol).font(.title3.weight(.bold))
                Words(lead.name).font(.subheadline).foregroundStyle(.secondaryLabel).layoutPriority(-1)
                Spring(minLength: 6)
                Words(StocksWording.session(state.session)).font(.caption.weight(.medium)).foregroundStyle(
                    .secondaryLabel)
            }
            .lineLimit(1)
            Row(alignment: .firstTextBaseline, spacing: 8) {
                Words(StocksWording.price(lead.price)).font(.title2.weight(.semibold).monospacedDigit())
                Words(StocksWording.change(lead) + " (" + StocksWording.percent(lead) + ")")
                    .font(.subheadline.weight(.semibold).monospacedDigit())
                    .foregroundStyle(lead.isUp ? StocksPalette.up : StocksPalette.down)
            }
            .lineLimit(1)
            .padding(.top, 2)
            Sparkline(line: lead, height: 64, lineWidth: 2, showsArea: true).padding(.vertical, 10)
            Rect().fill(.separator).frame(height: 0.5)
            Each(Array(state.lines.dropFirst().prefix(4).enumerated()).map { $0 }) { item in
                Spring(minLength: 6)
                QuoteRow(line: item.element, chartWidth: 80, chartHeight: 22, isAccented: isAccented)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
