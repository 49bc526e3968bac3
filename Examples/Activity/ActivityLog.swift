import Foundation
import Vignette
import VignetteSampleData

/// One day of activity as the Health store would hand it to the widget
/// (`Data/activity.json`): goals, what was done in each hour of the day, and the
/// totals of the six days before it.
struct ActivityLog: SampleData, Encodable, Equatable {
    var goals: Goals
    /// The day `hours` belong to, in the widget's time zone.
    var day: LocalDateTime
    /// Hours with activity, in order; missing hours had none.
    var hours: [HourSample]
    /// The six days before `day`, oldest first.
    var previousDays: [DayTotals]

    struct Goals: Codable, Sendable, Equatable {
        /// Active kilocalories.
        var move: Double
        /// Minutes of brisk activity.
        var exercise: Double
        /// Hours with at least a minute of standing.
        var stand: Double
    }

    struct HourSample: Codable, Sendable, Equatable {
        /// 0…23: the hour starting at hour:00.
        var hour: Int
        var move: Double
        var exercise: Double
        var stood: Bool
    }

    struct DayTotals: Codable, Sendable, Equatable {
        var day: LocalDateTime
        var move: Double
        var exercise: Double
        var stand: Double
    }

    func firstProblem() -> (location: String, reason: String)? {
        for (name, value) in [("move", goals.move), ("exercise", goals.exercise), ("stand", goals.stand)]
        where value <= 0 {
            return ("goals.\(name)", "expected a goal above 0, got \(value.formatted())")
        }
        var previous = -1
        for (index, sample) in hours.enumerated() {
            if !(0...23).contains(sample.hour) {
                return ("hours[\(index)].hour", "expected 0 to 23, got \(sample.hour)")
            }
            if sample.hour <= previous {
                return ("hours[\(index)].hour", "hours must be in increasing order; \(sample.hour) follows \(previous)")
            }
            if sample.move < 0 || sample.exercise < 0 {
                return ("hours[\(index)]", "move and exercise cannot be negative")
            }
            previous = sample.hour
        }
        return nil
    }

    /// The bundled sample, read once per process.
    static let cached: Result<ActivityLog, VignetteError> = Result { () throws(VignetteError) in
        try SampleFile.bundled("activity", in: .module, subdirectory: "Data")
    }
}
