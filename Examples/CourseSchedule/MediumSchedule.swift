import Foundation
import Vignette

/// systemMedium: the current or next class on the left, the one or two after it on the right,
/// both with a header line on top and their classes at the bottom.
struct MediumSchedule: Component {
    let state: ScheduleState

    var body: some Element {
        Row(alignment: .top, spacing: 16) {
            FocusBlock(state: state)
            following
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @ElementBuilder private var following: Node {
        Column(alignment: .leading, spacing: 6) {
            Row(spacing: 4) {
                Words(ScheduleWording.followingTitle)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondaryLabel)
                    .lineLimit(1)
                Spring(minLength: 4)
                if let week = ScheduleWording.week(state.today.week) {
                    Words(week).font(.caption).foregroundStyle(.secondaryLabel).lineLimit(1)
                }
            }
            Spring(minLength: 0)
            if state.following.isEmpty {
                Words(ScheduleWording.nothingFollowing(state))
                    .font(.subheadline)
                    .foregroundStyle(.tertiaryLabel)
                    .lineLimit(2)
            } else {
                Each(state.following.prefix(2).map { $0 }) { slot in
                    ClassCard(slot: slot)
                }
            }
        }
    }
}
