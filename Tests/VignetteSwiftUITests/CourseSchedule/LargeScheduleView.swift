import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

/// systemLarge: the day's classes as a timeline under a header with the date and week number;
/// the current (or next) class highlighted, finished ones dimmed.
struct LargeScheduleView: View {
    let state: ScheduleState
    @Environment(\.calendar) private var calendar
    @Environment(\.colorScheme) private var colorScheme

    /// Past this many classes, later classes shrink to one line like past ones, so a long day
    /// fits the iPhone SE's large widget.
    static let fullRowLimit = 4

    /// After 21:00 the agenda is tomorrow's; otherwise today's.
    private var agenda: DayAgenda { state.phase == .tomorrowPreview ? state.tomorrow : state.today }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header.padding(.bottom, 12)
            if agenda.classes.isEmpty {
                emptyDay
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(agenda.classes.indices, id: \.self) { index in
                        TimelineRowView(
                            slot: agenda.classes[index], role: role(of: index),
                            isCompact: isLongDay && role(of: index) == .later,
                            isFirst: index == 0, isLast: index == agenda.classes.count - 1)
                    }
                }
                Spacer(minLength: 8)
            }
            if let footer = footerDay, let first = footer.classes.first {
                NextDayCardView(dayName: ScheduleWording.dayName(footer, in: state), slot: first)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var header: some View {
        HStack(alignment: .top, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                Text(headerDate).font(.headline).lineLimit(1)
                ScheduleWording.summary(state).text
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(Color.readableSecondary(colorScheme))
                    .lineLimit(1)
            }
            .layoutPriority(1)
            Spacer(minLength: 4)
            if let week = ScheduleWording.week(agenda.week) {
                WeekBadgeView(text: week)
            }
        }
    }

    private var headerDate: String {
        let date = ScheduleWording.date(agenda, calendar: calendar)
        return state.phase == .tomorrowPreview ? ScheduleWording.tomorrowTitle(date) : date
    }

    private var emptyDay: some View {
        VStack(alignment: .center, spacing: 4) {
            Text(ScheduleWording.noClasses(tomorrow: state.phase == .tomorrowPreview))
                .font(.title3.weight(.semibold))
            Text(ScheduleWording.restHint).font(.subheadline).foregroundStyle(Color.readableSecondary(colorScheme))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var isLongDay: Bool { agenda.classes.count > Self.fullRowLimit }

    /// The day shown at the bottom: the next day with classes. Always once today's are over or
    /// absent; during the day only when at most three rows leave room for it on the smallest
    /// devices; in the preview only when tomorrow is free.
    private var footerDay: DayAgenda? {
        switch state.phase {
        case .finished, .noClassesToday: state.nextClassDay
        case .tomorrowPreview: state.tomorrow.classes.isEmpty ? state.nextClassDay : nil
        default: agenda.classes.count <= 3 ? state.nextClassDay : nil
        }
    }

    private func role(of index: Int) -> TimelineRowView.Role {
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
struct NextDayCardView: View {
    let dayName: String
    let slot: ClassSlot
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 8) {
            Text(ScheduleWording.first(of: dayName))
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.readableSecondary(colorScheme))
                .lineLimit(1)
            Circle().fill(slot.course.tintColor).frame(width: 8, height: 8)
            Text(slot.course.name).font(.subheadline.weight(.semibold)).lineLimit(1).layoutPriority(1)
            Spacer(minLength: 4)
            Text(verbatim: "\(slot.session.start) · \(slot.session.room)")
                .font(.caption.monospacedDigit())
                .foregroundStyle(Color.readableSecondary(colorScheme))
                .lineLimit(1)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
        .background(RoundedRectangle(cornerRadius: innerCornerRadius, style: .continuous).fill(.fill.tertiary))
    }
}
