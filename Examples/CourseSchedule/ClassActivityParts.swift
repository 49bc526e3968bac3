import Foundation
import Vignette

/// The status over the course name, in the course's colour.
struct ClassTitle: Component {
    let state: ClassActivityState
    let font: Typeface

    var body: some Element {
        Column(alignment: .leading, spacing: 2) {
            Words(state.status).font(.caption.weight(.semibold)).foregroundStyle(state.slot.course.tint)
            Words(state.slot.course.name).font(font.weight(.bold)).lineLimit(1)
        }
    }
}

/// The live countdown and what it counts to; the next class once this one is over.
struct ClassCountdown: Component {
    let state: ClassActivityState
    let now: Date
    let font: Typeface

    var body: some Element {
        Column(alignment: .trailing, spacing: 2) {
            if let countdown = state.countdown(from: now), let caption = state.countdownCaption {
                countdown.font(font.weight(.semibold)).monospacedDigit()
                Words(caption).font(.caption).foregroundStyle(.secondaryLabel)
            } else if case .ended(let next?) = state.phase {
                Words("下一节 \(next.session.start)").font(.subheadline.weight(.semibold))
                Words(next.course.compactName).font(.caption).foregroundStyle(.secondaryLabel)
            } else {
                Words("今天的课结束了").font(.subheadline.weight(.semibold))
            }
        }
    }
}

/// The class's progress, its times at the ends, and where it is; a note when the content is stale.
struct ClassProgress: Component {
    let state: ClassActivityState
    let isStale: Bool

    var body: some Element {
        Column(alignment: .leading, spacing: 6) {
            Vignette.ProgressBar(value: state.progress, height: 5, tint: state.slot.course.tint)
            Row(spacing: 6) {
                Words("\(state.slot.session.start)").monospacedDigit()
                Spring(minLength: 4)
                Words(isStale ? "未更新 · \(ScheduleWording.place(state.slot))" : ScheduleWording.place(state.slot))
                    .lineLimit(1)
                Spring(minLength: 4)
                Words("\(state.slot.session.end)").monospacedDigit()
            }
            .font(.caption)
            .foregroundStyle(.secondaryLabel)
        }
    }
}

/// The Lock Screen banner: title and countdown on top, progress and place below.
struct ClassBanner: Component {
    let state: ClassActivityState
    let now: Date
    let isStale: Bool

    var body: some Element {
        Column(alignment: .leading, spacing: 12) {
            Row(alignment: .top, spacing: 12) {
                ClassTitle(state: state, font: .title3)
                Spring(minLength: 8)
                ClassCountdown(state: state, now: now, font: .title2)
            }
            ClassProgress(state: state, isStale: isStale)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 16)
    }
}
