import Foundation
import Vignette

/// Active calories per hour as 24 thin bars, in four six-hour groups each labelled
/// with its first hour; hours still to come are faint stubs.
struct HourlyMoveChart: Component {
    let perHour: [Double]
    let currentHour: Int
    var height: CGFloat = 52

    /// Bars scale to the busiest hour, but never below this, so a quiet morning stays low.
    static let minimumScale = 120.0

    var body: some Element {
        let scale = max(perHour.max() ?? 0, Self.minimumScale)
        Row(alignment: .top, spacing: 3) {
            Each(0..<4) { group in
                Column(alignment: .leading, spacing: 4) {
                    Row(alignment: .bottom, spacing: 3) {
                        Each((group * 6)..<(group * 6 + 6)) { hour in bar(hour, scale: scale) }
                    }
                    .frame(height: height, alignment: .bottom)
                    Words(label(group * 6)).font(.caption2.monospacedDigit()).foregroundStyle(.secondaryLabel)
                }
            }
        }
        // The bars say nothing to VoiceOver and the axis alone little: one element with the busiest hour.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Move by hour")
        .accessibilityValue(busiest)
    }

    /// "Busiest hour 09:00, 96 kcal", or "No movement yet".
    private var busiest: String {
        let past = perHour.prefix(currentHour + 1)
        guard let top = past.indices.max(by: { past[$0] < past[$1] }), past[top] >= 1 else { return "No movement yet" }
        return "Busiest hour \(label(top)), \(Int(past[top].rounded())) kcal"
    }

    private func bar(_ hour: Int, scale: Double) -> Node {
        let value = perHour[hour]
        // Hours to come and hours without activity are faint stubs.
        let isIdle = hour > currentHour || value < 1
        let barHeight = isIdle ? 3 : max(3, CGFloat(value / scale) * height)
        return RoundedRect(cornerRadius: 1.5, style: .continuous)
            .fill(isIdle ? .tertiaryLabel.opacity(0.5) : ActivityPalette.move)
            .frame(maxWidth: .infinity)
            .frame(height: barHeight)
    }

    private func label(_ hour: Int) -> String { String(format: "%02d:00", hour) }
}
