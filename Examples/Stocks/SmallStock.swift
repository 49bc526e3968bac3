import Foundation
import Vignette

/// systemSmall: one symbol: ticker, the day's line, price and change. Four pieces.
struct SmallStock: Component {
    let line: MarketState.Line

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            Words(line.symbol).font(.headline).lineLimit(1)
            Spring(minLength: 6)
            Sparkline(line: line, height: 42)
            Spring(minLength: 6)
            Words(StocksWording.price(line.price))
                .font(.title3.weight(.semibold).monospacedDigit())
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            Words(StocksWording.change(line) + "  " + StocksWording.percent(line))
                .font(.footnote.weight(.semibold).monospacedDigit())
                .foregroundStyle(line.isUp ? StocksPalette.up : StocksPalette.down)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
