import Foundation
import Vignette

/// systemMedium: big rings on the left, each ring's name and value on the right,
/// spread over the height.
struct MediumActivity: Component {
    let state: ActivityState

    var body: some Element {
        Row(spacing: 18) {
            ActivityRings(rings: state.rings, diameter: 108, lineWidth: 14, gap: 2)
            Column(alignment: .leading, spacing: 0) {
                Each(0..<3) { index in
                    if index > 0 { Spring(minLength: 0) }
                    LabelledRingValue(index: index, ring: state.rings[index])
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
    }
}
