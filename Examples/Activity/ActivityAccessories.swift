import Foundation
import Vignette

/// Lock-screen activity: white on the wallpaper (the system renders accessories
/// vibrant), so the rings are one colour told apart by position, tracks faint.

/// accessoryCircular: the three rings filling the circle.
struct CircularActivity: Component {
    let state: ActivityState

    var body: some Element {
        ActivityRings(
            rings: state.rings, diameter: 52, lineWidth: 6.5, gap: 1.5,
            tints: [.white, .white, .white]
        )
        // Rings alone draw no text, so VoiceOver would find nothing: say what they show.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(ActivityWording.ringsLabel)
        .accessibilityValue(ActivityWording.inline(state))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// accessoryRectangular: small rings and the three values beside them.
struct RectangularActivity: Component {
    let state: ActivityState

    var body: some Element {
        // Sized for the 141 pt slot of the 375 pt iPhones: 40 pt rings, 6 pt, and the widest value
        // ("238/480 KCAL", 92.5 pt at 12.5 pt) fit without a spacer's extra gap.
        Row(spacing: 6) {
            ActivityRings(rings: state.rings, diameter: 40, lineWidth: 5, gap: 1.5, tints: [.white, .white, .white])
                .accessibilityHidden()
            Column(alignment: .leading, spacing: 0) {
                Each(0..<3) { index in
                    RingValue(
                        ring: state.rings[index], unit: ActivityWording.units[index], tint: .white, size: 12.5,
                        name: ActivityWording.names[index])
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// accessoryInline: one line of text after the system's own clock.
struct InlineActivity: Component {
    let state: ActivityState

    var body: some Element {
        Words(ActivityWording.inline(state)).font(.body.weight(.medium)).lineLimit(1)
    }
}
