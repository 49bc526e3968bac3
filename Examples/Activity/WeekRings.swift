import Foundation
import Vignette

/// The last seven days as small ring sets under weekday initials; today's initial is bold.
struct WeekRings: Component {
    let week: [ActivityState.Day]
    var diameter: CGFloat = 28

    var body: some Element {
        Row(spacing: 0) {
            Each(week.indices.map { $0 }) { index in
                let day = week[index]
                Column(spacing: 4) {
                    Words(ActivityWording.initial(day.weekday))
                        .font(day.isToday ? .caption2.weight(.bold) : .caption2)
                        .foregroundStyle(day.isToday ? .label : .secondaryLabel)
                    ActivityRings(
                        rings: [day.move, day.exercise, day.stand], diameter: diameter,
                        lineWidth: 3.5, gap: 1)
                }
                // "Tuesday", value "350/480 KCAL": an initial and rings say nothing to VoiceOver.
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(ActivityWording.weekdayName(day.weekday))
                .accessibilityValue("\(ActivityWording.fraction(day.move)) \(ActivityWording.units[0])")
                .frame(maxWidth: .infinity)
            }
        }
    }
}
