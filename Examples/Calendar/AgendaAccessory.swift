import Foundation
import Vignette

/// accessoryRectangular: the next event, white on the wallpaper: its time, title and place.
struct RectangularAgenda: Component {
    let state: AgendaState
    let calendar: Calendar

    var body: some Element {
        let item = state.focus ?? state.tomorrow.first { !$0.isAllDay }
        Column(alignment: .leading, spacing: 0) {
            if let item {
                Words(
                    state.focus == nil
                        ? "Tomorrow \(AgendaWording.time(item.start, calendar))"
                        : AgendaWording.when(item, state: state, calendar)
                )
                .font(.headline).widgetAccentable()
                // The title and place are private: hidden on a locked iPhone that keeps widget data private.
                Words(item.title).font(.body).privacySensitive()
                if let location = item.location { Words(location).font(.body).opacity(0.7).privacySensitive() }
            } else {
                Words(AgendaWording.noMoreToday).font(.headline)
            }
        }
        .foregroundStyle(.white)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}
