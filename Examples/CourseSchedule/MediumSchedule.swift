import Foundation
import Vignette

/// systemMedium: the current or next class on the left; on the right, the one or two
/// classes after it as tiles that share the height (up to 64 pt each, at the bottom, in
/// line with the left side), so the widget fits from the iPhone SE (114 pt of content
/// height) to the Pro Max.
struct MediumSchedule: Component {
    let state: ScheduleState

    var body: some Element {
        Row(alignment: .top, spacing: 16) {
            // Each side reads as one element: the class in focus, then each class after it.
            FocusBlock(state: state).accessibilityElement(children: .combine)
            following
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        }
    }

    @ElementBuilder private var following: Node {
        Column(alignment: .leading, spacing: 6) {
            // A title only where it fits on every device: above one tile, not two.
            if state.following.count < 2 {
                Words(ScheduleWording.followingTitle)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.readableSecondary)
                    .lineLimit(1)
                Spring(minLength: 0)
            }
            if state.following.isEmpty {
                Words(ScheduleWording.nothingFollowing(state))
                    .font(.subheadline)
                    .foregroundStyle(.readableSecondary)
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .padding(8)
                    .frame(maxWidth: .infinity, maxHeight: 64)
                    .background(
                        RoundedRect(cornerRadius: innerCornerRadius, style: .continuous)
                            .fill(.system(.quaternarySystemFill)))
            } else {
                Each(state.following.prefix(2).map { $0 }) { slot in
                    ClassCard(slot: slot)
                }
            }
        }
    }
}
