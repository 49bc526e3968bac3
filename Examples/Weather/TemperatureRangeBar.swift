import Foundation
import Vignette

/// A day's low-to-high span on the week's scale, as a coloured capsule on a faint
/// track; today's bar carries a dot at the current temperature.
struct TemperatureRangeBar: Component {
    let low: Double
    let high: Double
    let scale: ClosedRange<Double>
    var current: Double?
    var width: CGFloat = 96
    var height: CGFloat = 4

    var body: some Element {
        let start = position(low), end = max(position(high), position(low) + height)
        Layers(alignment: .leading) {
            Pill().fill(TemperatureColours.track).frame(width: width, height: height)
            Pill().fill(TemperatureColours.bar).frame(width: end - start, height: height).offset(x: start)
            if let current {
                Disc().fill(.white)
                    .frame(width: height + 2, height: height + 2)
                    .padding(1.5)
                    .background(Disc().fill(.black.opacity(0.35)))
                    .offset(x: min(max(position(current) - height / 2 - 2.5, -1.5), width - height - 3.5))
            }
        }
        .frame(width: width, height: height + 5)
    }

    private func position(_ value: Double) -> CGFloat {
        let span = max(scale.upperBound - scale.lowerBound, 1)
        return CGFloat((value - scale.lowerBound) / span) * width
    }
}
