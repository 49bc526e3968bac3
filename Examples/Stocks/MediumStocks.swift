import Foundation
import Vignette

/// systemMedium: the first three symbols of the watchlist as rows.
struct MediumStocks: Component {
    let state: MarketState
    var isAccented = false

    var body: some Element {
        Column(spacing: 0) {
            Each(Array(state.lines.prefix(3).enumerated()).map { $0 }) { item in
                if item.offset > 0 { Spring(minLength: 4) }
                QuoteRow(line: item.element, isAccented: isAccented)
            }
        }
        .frame(maxHeight: .infinity)
    }
}
