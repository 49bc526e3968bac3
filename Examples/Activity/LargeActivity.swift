import Foundation
import Vignette

/// systemLarge: rings and values on top, the day's move by hour in the middle, the
/// week's rings at the bottom.
struct LargeActivity: Component {
    let state: ActivityState

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            Row(spacing: 16) {
                ActivityRings(rings: state.rings, diameter: 100, lineWidth: 13, gap: 2)
                Column(alignment: .leading, spacing: 2) {
                    Each(0..<3) { index in LabelledRingValue(index: index, ring: state.rings[index], size: 17) }
                }
                Spring(minLength: 0)
            }
            Spring(minLength: 10)
            sectionTitle(ActivityWording.headline(state))
            HourlyMoveChart(perHour: state.movePerHour, currentHour: state.currentHour, height: 72)
            Spring(minLength: 10)
            WeekRings(week: state.week, diameter: 30)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func sectionTitle(_ text: String) -> Node {
        Words(text).font(.footnote.weight(.semibold)).foregroundStyle(.secondaryLabel).lineLimit(1).padding(.bottom, 6)
    }
}
