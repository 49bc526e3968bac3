import Foundation
import Vignette

/// systemSmall: the rings at the top left, the three values under them. Four pieces of
/// information at most: the rings and a value for each.
struct SmallActivity: Component {
    let state: ActivityState

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            // The values below say what the rings show.
            ActivityRings(rings: state.rings, diameter: 56, lineWidth: 8).accessibilityHidden()
            Spring(minLength: 4)
            Column(alignment: .leading, spacing: 0) {
                Each(0..<3) { index in
                    RingValue(
                        ring: state.rings[index], unit: ActivityWording.units[index],
                        tint: ActivityPalette.text[index], name: ActivityWording.names[index])
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
