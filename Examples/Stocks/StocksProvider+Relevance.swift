import Foundation

/// The stocks widget's one relevance schema, in exchange time:
///
/// - 100 in the first half hour after the open and the last before the close, when
///   prices move most and orders get placed;
/// - 70 while a watched stock is 3 % or more from its previous close;
/// - 30 at other times the market is open;
/// - 0 while it is closed: the prices on screen won't change.
enum StocksRelevance {
    static let openOrClose: Double = 100
    static let bigMove: Double = 70
    static let trading: Double = 30
    static let closed: Double = 0

    static let edge: TimeInterval = 30 * 60
    static let bigMovePercent = 3.0

    static func score(_ state: MarketState, at date: Date) -> Double {
        guard state.session == .open, let (open, close) = StocksTimelines.session(on: date) else { return closed }
        if date < open + edge || date >= close - edge { return openOrClose }
        if state.lines.contains(where: { abs($0.percent) >= bigMovePercent }) { return bigMove }
        return trading
    }
}
