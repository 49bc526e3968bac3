import Foundation

/// Fractions and counts written the same way in every message.
enum Percent {
    /// "0.42%", "12%", "<0.01%".
    static func format(_ fraction: Double) -> String {
        let percent = fraction * 100
        if percent > 0 && percent < 0.01 { return "<0.01%" }
        if percent >= 10 || percent == percent.rounded() { return String(format: "%.0f%%", percent) }
        return String(format: "%.2f%%", percent)
    }

    /// "280,900": thousands grouped, whatever the locale.
    static func count(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
