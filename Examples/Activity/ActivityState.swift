import Foundation
import Vignette

/// The three rings at one instant: a pure function of the log, the render clock and a calendar.
///
/// Move and exercise grow through the current hour in proportion to the minutes gone;
/// a stand hour counts once the hour is over, as the Watch credits it.
struct ActivityState: Sendable, Equatable {
    struct Ring: Sendable, Equatable {
        var value: Double
        var goal: Double
        /// value / goal; past 1 when the goal is beaten.
        var progress: Double { goal > 0 ? value / goal : 0 }
        var isClosed: Bool { value >= goal }
    }

    var move: Ring
    var exercise: Ring
    var stand: Ring
    /// Active kilocalories in each hour of the day so far (24 values; later hours 0).
    var movePerHour: [Double]
    /// The hour the clock is in (0…23).
    var currentHour: Int
    /// The six days before, oldest first, then today.
    var week: [Day]

    struct Day: Sendable, Equatable {
        var weekday: Int  // 1 = Sunday, as Foundation counts
        var move: Ring
        var exercise: Ring
        var stand: Ring
        var isToday: Bool
    }

    init(at now: Date, log: ActivityLog, calendar: Calendar) {
        let start = log.day.date(in: calendar)
        let elapsedHours = now.timeIntervalSince(start) / 3600
        var move = 0.0, exercise = 0.0, stand = 0.0
        var perHour = Array(repeating: 0.0, count: 24)
        for sample in log.hours {
            let done = min(max(elapsedHours - Double(sample.hour), 0), 1)
            move += sample.move * done
            exercise += sample.exercise * done
            perHour[sample.hour] = sample.move * done
            if done >= 1 && sample.stood { stand += 1 }
        }
        self.move = Ring(value: move, goal: log.goals.move)
        self.exercise = Ring(value: exercise, goal: log.goals.exercise)
        self.stand = Ring(value: stand, goal: log.goals.stand)
        movePerHour = perHour
        currentHour = min(max(Int(elapsedHours.rounded(.down)), 0), 23)
        let goals = log.goals
        week = log.previousDays.map { day in
            Day(
                weekday: calendar.component(.weekday, from: day.day.date(in: calendar)),
                move: Ring(value: day.move, goal: goals.move),
                exercise: Ring(value: day.exercise, goal: goals.exercise),
                stand: Ring(value: day.stand, goal: goals.stand), isToday: false)
        }
        week.append(
            Day(
                weekday: calendar.component(.weekday, from: start), move: self.move,
                exercise: self.exercise, stand: self.stand, isToday: true))
    }

    var rings: [Ring] { [move, exercise, stand] }
    var allClosed: Bool { rings.allSatisfy(\.isClosed) }
}
