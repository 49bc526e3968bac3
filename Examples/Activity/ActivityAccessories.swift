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
        Row(spacing: 8) {
            ActivityRings(rings: state.rings, diameter: 44, lineWidth: 5.5, gap: 1.5, tints: [.white, .white, .white])
                .accessibilityHidden()
            Column(alignment: .leading, spacing: 0) {
                Each(0..<3) { index in
                    RingValue(
                        ring: state.rings[index], unit: ActivityWording.units[index], tint: .white, size: 14,
                        name: ActivityWording.names[index])
                }
            }
            Spring(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// accessoryInline: one line of text after the system's own clock.
struct InlineActivity: Component {
    let state: ActivityState

    var body: some Element {
        Words(ActivityWording.inline(state)).font(.body.weight(.medium)).lineLimit(1)
    }
}
