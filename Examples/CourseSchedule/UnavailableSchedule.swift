import Foundation
import Vignette

/// What the course-schedule widget shows when it has no timetable to show: the naive
/// provider's view of a locked device.
struct UnavailableSchedule: Component {
    var body: some Element {
        Column(alignment: .leading, spacing: 4) {
            Words(ScheduleWording.unavailableTitle).font(.caption.weight(.semibold)).foregroundStyle(.readableSecondary)
            Spring(minLength: 6)
            Words(ScheduleWording.unavailable).font(.headline).lineLimit(2)
            Words(ScheduleWording.unavailableHint).font(.footnote).foregroundStyle(.readableSecondary).lineLimit(2)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension ScheduleWording {
    static let unavailableTitle = "课程表"
    static let unavailable = "解锁后查看课程"
    static let unavailableHint = "暂时无法读取课程数据"
}
