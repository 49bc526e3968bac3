import Foundation
import Vignette

/// "312/480 KCAL" in the ring's colour: rounded semibold digits, a small unit after them.
struct RingValue: Component {
    let ring: ActivityState.Ring
    let unit: String
    let tint: Paint
    var size: CGFloat = 15
    /// The ring's name, which VoiceOver reads before the value ("Move", value "63/480 KCAL").
    var name: String?

    var body: some Element {
        let value = row
        guard let name else { return value.accessibilityElement(children: .combine) }
        return value.accessibilityElement(children: .ignore).accessibilityLabel(name)
            .accessibilityValue("\(ActivityWording.fraction(ring)) \(unit)")
    }

    private var row: Node {
        Row(alignment: .firstTextBaseline, spacing: 1) {
            Words(ActivityWording.fraction(ring))
                .font(Typeface.system(size: size, weight: .semibold, design: .rounded).monospacedDigit())
            Words(unit).font(.system(size: max(11, size * 0.62), weight: .bold, design: .rounded))
        }
        .foregroundStyle(tint)
        .lineLimit(1)
        .fixedSize()
        .node
    }
}

/// A ring's name over its value, for the medium and large layouts.
struct LabelledRingValue: Component {
    let index: Int
    let ring: ActivityState.Ring
    var size: CGFloat = 19

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            Words(ActivityWording.names[index]).font(.caption2.weight(.semibold)).foregroundStyle(.secondaryLabel)
                .accessibilityHidden()
            RingValue(
                ring: ring, unit: ActivityWording.units[index], tint: ActivityPalette.text[index], size: size,
                name: ActivityWording.names[index])
        }
    }
}
