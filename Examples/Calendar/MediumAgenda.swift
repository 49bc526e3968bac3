import Foundation
import Vignette

/// systemMedium: the date on the left; on the right the next three events, today's
/// first and then tomorrow's under a small heading.
struct MediumAgenda: Component {
    let state: AgendaState
    let calendar: Calendar

    var body: some Element {
        Row(alignment: .top, spacing: 14) {
            Column(alignment: .leading, spacing: 0) {
                DateBlock(date: state.now, calendar: calendar, numberSize: 40)
                Spring(minLength: 0)
                Words(summary).font(.caption).foregroundStyle(.secondaryLabel).lineLimit(2)
            }
            .frame(width: 84, alignment: .leading)
            .frame(maxHeight: .infinity, alignment: .topLeading)
            Column(alignment: .leading, spacing: 0) {
                let today = Array(state.laterToday.prefix(3))
                Each(today.indices.map { $0 }) { index in
                    EventLine(item: today[index], state: state, calendar: calendar)
                }
                // What fits under today's events on the iPhone SE: two of tomorrow's, one, or none.
                let later = Array(state.tomorrow.prefix(today.isEmpty ? 2 : today.count == 1 ? 1 : 0))
                if !later.isEmpty {
                    Words(AgendaWording.tomorrow).font(.caption2.weight(.semibold)).foregroundStyle(.secondaryLabel)
                    Each(later.indices.map { $0 }) { index in
                        EventLine(item: later[index], state: state, calendar: calendar)
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
