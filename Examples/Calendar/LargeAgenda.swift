import Foundation
import Vignette

/// systemLarge: the date beside a small month grid, then the rest of today's events
/// with their places and tomorrow's under headings.
struct LargeAgenda: Component {
    let state: AgendaState
    let calendar: Calendar
    /// Tinted and glass looks, where today's disc and number would get one colour.
    var isAccented = false

    /// Rows that fit iPhone 6's large widget (321 × 324 pt) under the header, even when
    /// the month grid needs six weeks.
    static let rowLimit = 4

    var body: some Element {
        let today = Array((state.allDayToday + state.laterToday).prefix(Self.rowLimit))
        // A heading and "No more events today" take about one row between them.
        let tomorrow = Array(state.tomorrow.prefix(max(0, Self.rowLimit - today.count - 1)))
        Column(alignment: .leading, spacing: 8) {
            Row(alignment: .top, spacing: 12) {
                Column(alignment: .leading, spacing: 2) {
                    DateBlock(date: state.now, calendar: calendar, numberSize: 44)
                    Words(AgendaWording.month(state.now, calendar)).font(.subheadline.weight(.medium)).foregroundStyle(
                        .secondaryLabel)
                }
                .accessibilityElement(children: .combine)
                Spring(minLength: 0)
                // The date is read beside it; the grid of day numbers would only be noise.
                MonthGrid(today: state.now, calendar: calendar, isAccented: isAccented).accessibilityHidden()
            }
            .padding(.bottom, 4)
            section(AgendaWording.today, items: today, empty: AgendaWording.noMoreToday)
            if !tomorrow.isEmpty || today.count < Self.rowLimit - 1 {
                section(AgendaWording.tomorrow, items: tomorrow, empty: AgendaWording.nothingTomorrow)
            }
            Spring(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func section(_ title: String, items: [AgendaState.Item], empty: String) -> Node {
        Column(alignment: .leading, spacing: 2) {
            Words(title).font(.caption2.weight(.semibold)).foregroundStyle(.secondaryLabel).accessibilityAddTraits(
                .isHeader)
            if items.isEmpty {
                Words(empty).font(.subheadline).foregroundStyle(.secondaryLabel)
            }
            Each(items.indices.map { $0 }) { index in
                EventLine(item: items[index], state: state, calendar: calendar, showsLocation: true)
            }
        }
        .node
    }
}
