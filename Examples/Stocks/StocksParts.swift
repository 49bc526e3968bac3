import Foundation
import Vignette

/// Green for up, red for down, as US markets colour them.
enum StocksPalette {
    static let up = Paint.green
    static let down = Paint.red
}

/// The change in a rounded pill of the day's colour, white text: "+0.93%".
struct ChangePill: Component {
    let line: MarketState.Line
    var font: Typeface = .caption.weight(.semibold)
    /// In tinted mode text and pill would take the same tint, so the pill fades to a wash.
    var isAccented = false

    var body: some Element {
        Words(StocksWording.percent(line))
            .font(font.monospacedDigit())
            .foregroundStyle(isAccented ? .label : .white)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(
                RoundedRect(cornerRadius: 5, style: .continuous).fill(
                    (line.isUp ? StocksPalette.up : StocksPalette.down).opacity(isAccented ? 0.25 : 1))
            )
            .fixedSize()
    }
}
