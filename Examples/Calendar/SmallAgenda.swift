import Foundation
import Vignette

/// systemSmall: weekday, date, and the event on now or next, with its time.
/// After the day's last event, tomorrow's first one under a quiet note.
struct SmallAgenda: Component {
    let state: AgendaState
    let calendar: Calendar

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            DateBlock(date: state.now, calendar: calendar)
            Spring(minLength: 4)
            if let focus = state.focus {
                EventLine(item: focus, state: state, calendar: calendar, titleLines: 2)
            } else {
                Words(AgendaWording.noMoreToday).font(.caption.weight(.semibold)).foregroundStyle(.secondaryLabel)
                    .lineLimit(1).padding(.bottom, 4)
                if let next = state.tomorrow.first {
                    EventLine(item: next, state: state, calendar: calendar, titleLines: 1)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
