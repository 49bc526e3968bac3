import Foundation

/// Every piece of text the activity widget shows, in one place.
enum ActivityWording {
    static let names = ["Move", "Exercise", "Stand"]
    static let units = ["KCAL", "MIN", "HRS"]
    /// What VoiceOver calls the rings where no text names them.
    static let ringsLabel = "Activity rings"
    static let shortUnits = ["kcal", "min", "hr"]

    /// "312/480".
    static func fraction(_ ring: ActivityState.Ring) -> String {
        "\(Int(ring.value.rounded(.down)))/\(Int(ring.goal))"
    }

    /// "65%".
    static func percent(_ ring: ActivityState.Ring) -> String { "\(Int((ring.progress * 100).rounded(.down)))%" }

    /// "312 kcal · 18 min · 7 hr", for the inline accessory.
    static func inline(_ state: ActivityState) -> String {
        zip(state.rings, shortUnits).map { "\(Int($0.value.rounded(.down))) \($1)" }.joined(separator: " · ")
    }

    /// "M", "T"… for a weekday (1 = Sunday).
    static func initial(_ weekday: Int) -> String { ["S", "M", "T", "W", "T", "F", "S"][(weekday - 1) % 7] }

    /// The day's full name, which VoiceOver reads where the widget shows an initial.
    static func weekdayName(_ weekday: Int) -> String {
        ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][(weekday - 1) % 7]
    }

    /// A short note on the day so far, for the large widget's header.
    static func headline(_ state: ActivityState) -> String {
        if state.allClosed { return "All rings closed" }
        let left = state.move.goal - state.move.value
        if left <= 0 { return "Move goal done" }
        return "\(Int(left.rounded(.up))) kcal to go"
    }
}
