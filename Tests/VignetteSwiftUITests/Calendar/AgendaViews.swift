import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

/// systemSmall: weekday, date, and the event on now or next, with its time.
/// After the day's last event, tomorrow's first one under a quiet note.
struct SmallAgendaView: View {
    let state: AgendaState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            DateBlockView(date: state.now)
            Spacer(minLength: 4)
            if let focus = state.focus {
                EventRowView(item: focus, state: state, titleLines: 2)
            } else {
                Text(AgendaWording.noMoreToday)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .padding(.bottom, 4)
                if let next = state.tomorrow.first {
                    EventRowView(item: next, state: state, titleLines: 1)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemMedium: the date on the left; on the right the next three events, today's first and
/// then tomorrow's under a small heading.
struct MediumAgendaView: View {
    let state: AgendaState

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            VStack(alignment: .leading, spacing: 0) {
                DateBlockView(date: state.now, numberSize: 40)
                Spacer(minLength: 0)
                Text(summary).font(.caption).foregroundStyle(.secondary).lineLimit(2)
            }
            .frame(width: 84, alignment: .leading)
            .frame(maxHeight: .infinity, alignment: .topLeading)
            VStack(alignment: .leading, spacing: 0) {
                let today = Array(state.laterToday.prefix(3))
                ForEach(today.indices, id: \.self) { index in
                    EventRowView(item: today[index], state: state)
                }
                // What fits under today's events on the iPhone SE: two of tomorrow's, one, or none.
                let later = Array(state.tomorrow.prefix(today.isEmpty ? 2 : today.count == 1 ? 1 : 0))
                if !later.isEmpty {
                    Text(AgendaWording.tomorrow).font(.caption2.weight(.semibold)).foregroundStyle(.secondary)
                    ForEach(later.indices, id: \.self) { index in
                        EventRowView(item: later[index], state: state)
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// "3 more events" beyond those listed, or "No more events today".
    private var summary: String {
        let hidden = state.laterToday.count - 3
        if state.laterToday.isEmpty { return AgendaWording.noMoreToday }
        return hidden > 0 ? AgendaWording.more(hidden) : ""
    }
}

/// systemLarge: the date beside a small month grid, then the rest of today's events with their
/// places, and tomorrow's, under headings.
struct LargeAgendaView: View {
    let state: AgendaState
    @Environment(\.calendar) private var calendar

    /// Rows that fit iPhone 6's large widget under the header, even with six weeks in the grid.
    static let rowLimit = 4

    var body: some View {
        let today = Array((state.allDayToday + state.laterToday).prefix(Self.rowLimit))
        let tomorrow = Array(state.tomorrow.prefix(max(0, Self.rowLimit - today.count - 1)))
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 12) {
                VStack(alignment: .leading, spacing: 2) {
                    DateBlockView(date: state.now, numberSize: 44)
                    Text(AgendaWording.month(state.now, calendar))
                        .font(.subheadline.weight(.medium))
                        .foregroundStyle(.secondary)
                }
                .accessibilityElement(children: .combine)
                Spacer(minLength: 0)
                MonthGridView(today: state.now).accessibilityHidden(true)
            }
            .padding(.bottom, 4)
            AgendaSectionView(
                title: AgendaWording.today, items: today,
                empty: AgendaWording.noMoreToday, state: state)
            if !tomorrow.isEmpty || today.count < Self.rowLimit - 1 {
                AgendaSectionView(
                    title: AgendaWording.tomorrow, items: tomorrow,
                    empty: AgendaWording.nothingTomorrow, state: state)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A heading over a day's events, with their places; `empty` when there are none.
struct AgendaSectionView: View {
    let title: String
    let items: [AgendaState.Item]
    let empty: String
    let state: AgendaState

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption2.weight(.semibold)).foregroundStyle(.secondary).accessibilityAddTraits(.isHeader)
            if items.isEmpty {
                Text(empty).font(.subheadline).foregroundStyle(.secondary)
            }
            ForEach(items.indices, id: \.self) { index in
                EventRowView(item: items[index], state: state, showsLocation: true)
            }
        }
    }
}

/// accessoryRectangular: the next event, white on the wallpaper: its time, title and place.
struct RectangularAgendaView: View {
    let state: AgendaState
    @Environment(\.calendar) private var calendar

    var body: some View {
        let item = state.focus ?? state.tomorrow.first { !$0.isAllDay }
        VStack(alignment: .leading, spacing: 0) {
            if let item {
                Text(
                    state.focus == nil
                        ? "Tomorrow \(AgendaWording.time(item.start, calendar))"
                        : AgendaWording.when(item, state: state, calendar)
                )
                .font(.headline)
                .widgetAccentable()
                Text(item.title).font(.body).privacySensitive()
                if let location = item.location {
                    Text(location).font(.body).opacity(0.7).privacySensitive()
                }
            } else {
                Text(AgendaWording.noMoreToday).font(.headline)
            }
        }
        .foregroundStyle(.white)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}
