import Foundation
import Vignette

/// An event as Calendar's widgets list it: a rounded bar in the calendar's colour,
/// the title, and when (and where, if asked) under it. An event that is on gets a
/// soft tinted card.
struct EventLine: Component {
    let item: AgendaState.Item
    let state: AgendaState
    let calendar: Calendar
    var titleLines = 1
    var showsLocation = false
    var titleFont: Typeface = .subheadline.weight(.semibold)

    var body: some Element {
        Row(alignment: .top, spacing: 6) {
            RoundedRect(cornerRadius: 1.5, style: .continuous).fill(item.tint)
                .frame(width: 3)
                .frame(maxHeight: .infinity)
                .widgetAccentable()
            Column(alignment: .leading, spacing: 1) {
                // What the event is, is private: hidden on a locked iPhone that keeps widget data private.
                Words(item.title).font(titleFont).lineLimit(titleLines).privacySensitive()
                Words(detail).font(.caption).foregroundStyle(.secondaryLabel).lineLimit(1)
            }
            Spring(minLength: 0)
        }
        .fixedSize(horizontal: false, vertical: true)
        .accessibilityElement(children: .combine)
        // Every line gets the same inset, so bars align whether or not a card is drawn.
        .padding(.vertical, 3)
        .padding(.horizontal, 4)
        .background(RoundedRect(cornerRadius: 6, style: .continuous).fill(isOn ? item.tint.opacity(0.15) : .clear))
    }

    private var isOn: Bool { state.isOn(item) }

    private var detail: String {
        let when = AgendaWording.when(item, state: state, calendar)
        guard showsLocation, let location = item.location else { return when }
        return "\(when) · \(location)"
    }
}
