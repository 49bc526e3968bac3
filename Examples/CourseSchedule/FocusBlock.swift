import Foundation
import Vignette

/// The current or next class, large: a status line, then course name, time and room.
/// The whole of the small widget and the left half of the medium one. At most four
/// pieces of information: status, name, time, room (the progress bar restates the status).
struct FocusBlock: Component {
    let state: ScheduleState

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            statusLine
            Spring(minLength: 6)
            if let slot = state.focus {
                details(slot)
            } else {
                Words(ScheduleWording.noClassesAhead).font(.headline).foregroundStyle(.readableSecondary)
            }
            if case .inClass = state.phase, let slot = state.focus {
                ClassProgressBar(slot: slot).padding(.top, 10)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    @ElementBuilder private var statusLine: Node {
        Row(spacing: 4) {
            ScheduleWording.status(state).words
                .font(.caption.weight(.semibold))
                .foregroundStyle(statusTint)
                .lineLimit(1)
                .layoutPriority(1)
            Spring(minLength: 4)
            if let remaining = ScheduleWording.remaining(state) {
                remaining.words.font(.caption.monospacedDigit()).foregroundStyle(.readableSecondary).lineLimit(1)
            }
        }
    }

    /// Class states take the course's colour; the rest stay quiet.
    private var statusTint: Paint {
        switch state.phase {
        case .upcoming, .startingSoon, .inClass: state.focus?.course.textTint ?? .readableSecondary
        default: .readableSecondary
        }
    }

    private func details(_ slot: ClassSlot) -> Node {
        Column(alignment: .leading, spacing: 2) {
            Words(slot.course.compactName)
                .font(.title3.weight(.semibold))
                .lineLimit(2)
                .layoutPriority(1)
            Words(ScheduleWording.focusTime(slot, in: state))
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.readableSecondary)
                .lineLimit(1)
            Words(slot.session.room)
                .font(.subheadline)
                .foregroundStyle(.readableSecondary)
                .lineLimit(1)
        }
        .padding(.leading, 10)
        .background(alignment: .leading) { TintBar(tint: slot.course.tint).padding(.vertical, 2) }
    }
}
