import Foundation

/// The joke widget's one relevance schema: a joke is never urgent, so a low constant
/// keeps it in the rotation's background, with a bump when the punchline comes out.
///
/// - 50 in the hour after the reveal (12:00–13:00 with the bundled book);
/// - 10 at every other time.
enum JokeRelevance {
    static let reveal: Double = 50
    static let always: Double = 10
    static let bumpHours = 1

    static func score(_ state: JokeState, calendar: Calendar) -> Double {
        let hour = calendar.component(.hour, from: state.date)
        return state.isRevealed && hour < state.revealHour + bumpHours ? reveal : always
    }
}
