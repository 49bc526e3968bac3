import Foundation
import Vignette

/// The naive widget's layout, as the gap analysis found the first draft: margins
/// turned off and replaced by 12 pt of padding (4 pt between the header and the
/// widget's top edge), everything about the class stacked line by line in the small
/// widget — status, name, time, room, teacher, week: six pieces of information — and
/// the medium and large families showing that same column, only wider.
struct NaiveScheduleLayout: Component {
    let state: ScheduleState

    var body: some Element {
        Column(alignment: .leading, spacing: 2) {
            // The first draft counts minutes in plain text: they stay as the entry made them.
            Words(ScheduleWording.naiveStatus(state)).font(.caption.weight(.semibold)).foregroundStyle(.blue)
            if let slot = state.focus {
                Words(slot.course.compactName).font(.headline).lineLimit(1)
                Words(slot.timeRange).font(.footnote)
                Words(slot.session.room).font(.footnote).foregroundStyle(.secondaryLabel)
                Words(slot.course.teacher).font(.footnote).foregroundStyle(.secondaryLabel)
            } else {
                Words(ScheduleWording.noClassesAhead).font(.footnote).foregroundStyle(.secondaryLabel)
            }
            if let week = ScheduleWording.week(state.today.week) {
                Words(week).font(.footnote).foregroundStyle(.secondaryLabel)
            }
            Spring()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(Insets(top: 4, leading: 12, bottom: 12, trailing: 12))
        .contentMarginsDisabled()
    }

    /// Every family gets the same column.
    static func content(_ state: ScheduleState) -> Node {
        NaiveScheduleLayout(state: state).node.widgetBackground(scheduleBackground)
    }
}
