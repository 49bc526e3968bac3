import Foundation

/// Every piece of text the stocks widget shows, in one place (US conventions).
enum StocksWording {
    /// "84.90", "1,204.50".
    static func price(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
    }

    /// "+0.93%", "−1.22%".
    static func percent(_ line: MarketState.Line) -> String {
        let text = String(format: "%.2f%%", abs(line.percent))
        return (line.isUp ? "+" : "−") + text
    }

    /// "+0.78", "−2.60".
    static func change(_ line: MarketState.Line) -> String {
        (line.isUp ? "+" : "−") + String(format: "%.2f", abs(line.change))
    }

    static func session(_ session: MarketState.Session) -> String {
        switch session {
        case .beforeOpen: "Pre-Market"
        case .open: "Market Open"
        case .closed: "At Close"
        }
    }
}
