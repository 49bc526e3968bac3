import Foundation
import Vignette

/// systemLarge: the day's agenda as a timeline under a header with the date and week
/// number; the current (or next) class highlighted, finished ones dimmed.
struct LargeSchedule: Component {
    let state: ScheduleState
    let calendar: Calendar

    /// After 21:00 the agenda is tomorrow's; otherwise today's.
    private var agenda: DayAgenda { state.phase == .tomorrowPreview ? state.tomorrow : state.today }

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            header.padding(.bottom, 12)
            if agenda.classes.isEmpty {
                emptyDay
            } else {
                Column(alignment: .leading, spacing: 0) {
                    Each(agenda.classes.indices.map { $0 }) { index in
                        TimelineRow(
                            slot: agenda.classes[index], role: role(of: index),
                            isCompact: isLongDay && role(of: index) == .later,
                            isFirst: index == 0, isLast: index == agenda.classes.count - 1)
                    }
                }
                Spring(minLength: 8)
            }
            if let footer = footerDay, let first = footer.classes.first {
                NextDayCard(dayName: ScheduleWording.dayName(footer, in: state), slot: first)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    @ElementBuilder private var header: Node {
        Row(alignment: .top, spacing: 8) {
            Column(alignment: .leading, spacing: 2) {
                Words(headerDate).font(.headline).lineLimit(1)
                ScheduleWording.summary(state).words
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.readableSecondary)
                    .lineLimit(1)
            }
            .layoutPriority(1)
            Spring(minLength: 4)
            if let week = ScheduleWording.week(agenda.week) {
                WeekBadge(text: week)
            }
        }
    }

    private var headerDate: String {
        let date = ScheduleWording.date(agenda, calendar: calendar)
        return state.phase == .tomorrowPreview ? ScheduleWording.tomorrowTitle(date) : date
    }

    private var emptyDay: Node {
        Column(alignment: .center, spacing: 4) {
            Words(ScheduleWording.noClasses(tomorrow: state.phase == .tomorrowPreview))
                .font(.title3.weight(.semibold))
            Words(ScheduleWording.restHint).font(.subheadline).foregroundStyle(.readableSecondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// Past this many classes, later classes shrink to one line like past ones, so a
    /// long day fits the iPhone SE's large widget (286 pt of content height).
    static let fullRowLimit = 4

    private var isLongDay: Bool { agenda.classes.count > Self.fullRowLimit }

    /// The day shown at the bottom: the next day with classes. Always once today's are
    /// over or absent; during the day only when at most three rows leave room for it on
    /// the smallest devices; in the preview only when tomorrow is free.
    private var footerDay: DayAgenda? {
        switch state.phase {
        case .finished, .noClassesToday: state.nextClassDay
        case .tomorrowPreview: state.tomorrow.classes.isEmpty ? state.nextClassDay : nil
        default: agenda.classes.count <= 3 ? state.nextClassDay : nil
        }
    }

    private func role(of index: Int) -> TimelineRow.Role {
        switch state.phase {
        case .inClass(let current):
            index < current ? .past : index == current ? .current : .later
        case .startingSoon(let next, _):
            index < next ? .past : index == next ? .next(note: ScheduleWording.startsIn(agenda.classes[index])) : .later
        case .upcoming(let next):
            index < next
                ? .past
                : index == next
                    ? .next(note: .plain(next == 0 ? ScheduleWording.firstToday : ScheduleWording.nextClass)) : .later
        case .finished: .past
        case .tomorrowPreview: index == 0 ? .next(note: .plain(ScheduleWording.firstTomorrow)) : .later
        case .noClassesToday: .later
        }
    }
}

/// "明天首节 ● 线性代数      08:00 · 教二-105" in a grey rounded card.
struct NextDayCard: Component {
    let dayName: String
    let slot: ClassSlot

    var body: some Element {
        Row(spacing: 8) {
            Words(ScheduleWording.first(of: dayName)).font(.caption.weight(.semibold)).foregroundStyle(
                .readableSecondary
            ).lineLimit(1)
            Disc().fill(slot.course.tint).frame(width: 8, height: 8)
            Words(slot.course.name).font(.subheadline.weight(.semibold)).lineLimit(1).layoutPriority(1)
            Spring(minLength: 4)
            Words("\(slot.session.start) · \(slot.session.room)")
                .font(.caption.monospacedDigit())
                .foregroundStyle(.readableSecondary)
                .lineLimit(1)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
        .background(RoundedRect(cornerRadius: innerCornerRadius, style: .continuous).fill(.system(.tertiarySystemFill)))
    }
}
