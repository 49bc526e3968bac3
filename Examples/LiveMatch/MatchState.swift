import Foundation
import Vignette

/// A football match between two made-up clubs, as a live activity follows it.
struct MatchState: Hashable, Sendable {
    /// One side: a short code, a full name and a kit colour.
    struct Club: Hashable, Sendable {
        let code: String
        let name: String
        let kit: Paint
    }

    static let home = Club(code: "NBR", name: "Northbridge", kit: .rgb(0.86, 0.16, 0.2))
    static let away = Club(code: "HRB", name: "Harbour United", kit: .rgb(0.16, 0.42, 0.9))

    let homeGoals: Int
    let awayGoals: Int
    /// The minute of play, nil at half-time and after the final whistle.
    let minute: Int?
    /// "HT", "FT", or nil while the ball is in play.
    let pause: String?
    /// The last thing that happened, e.g. "Okafor 67'".
    let lastEvent: String?

    /// "67'", "HT" or "FT".
    var clock: String { pause ?? "\(minute ?? 0)'" }
    /// The share of the 90 minutes played.
    var progress: Double { pause == "FT" ? 1 : Double(minute ?? 45) / 90 }
    var score: String { "\(homeGoals) – \(awayGoals)" }
}

/// The five moments the example shows, on Saturday 2026-11-28 from a 15:00 kick-off in London.
enum MatchTimeline {
    static let timeZone = TimeZone(identifier: "Europe/London")!
    static let kickOff = Date(timeIntervalSince1970: 1_795_878_000)  // 2026-11-28T15:00:00Z

    static let moments: [(state: ActivityMoment, match: MatchState)] = [
        (
            ActivityMoment(name: "kick-off", date: kickOff.addingTimeInterval(60), relevanceScore: 50),
            MatchState(homeGoals: 0, awayGoals: 0, minute: 1, pause: nil, lastEvent: nil)
        ),
        (
            ActivityMoment(name: "first-goal", date: kickOff.addingTimeInterval(23 * 60), relevanceScore: 80),
            MatchState(homeGoals: 1, awayGoals: 0, minute: 23, pause: nil, lastEvent: "Okafor 23'")
        ),
        (
            ActivityMoment(name: "half-time", date: kickOff.addingTimeInterval(50 * 60), relevanceScore: 40),
            MatchState(homeGoals: 1, awayGoals: 0, minute: nil, pause: "HT", lastEvent: "Okafor 23'")
        ),
        (
            ActivityMoment(name: "equaliser", date: kickOff.addingTimeInterval(82 * 60), relevanceScore: 90),
            MatchState(homeGoals: 1, awayGoals: 1, minute: 67, pause: nil, lastEvent: "Lindqvist 67'")
        ),
        // No update since the final whistle: the score is stale a quarter of an hour later.
        (
            ActivityMoment(
                name: "full-time", date: kickOff.addingTimeInterval(130 * 60),
                staleDate: kickOff.addingTimeInterval(125 * 60), relevanceScore: 60),
            MatchState(homeGoals: 2, awayGoals: 1, minute: nil, pause: "FT", lastEvent: "Okafor 88'")
        ),
    ]

    /// The match as pushes report it: the score at each moment, the final whistle at 16:52 with no
    /// update after it (stale from 17:05), ended by the app at 17:20 and dismissed 15 minutes later
    /// as the HIG suggests.
    static let scenario = ActivityScenario(
        start: kickOff,
        updates: [0, 23, 47, 82, 112].enumerated().map { index, minute in
            ActivityScenario.Update(
                at: kickOff.addingTimeInterval(Double(minute) * 60), state: index, source: index == 0 ? .app : .push)
        },
        end: ActivityScenario.End(
            at: kickOff.addingTimeInterval(140 * 60),
            dismissal: .after(kickOff.addingTimeInterval(155 * 60))))
}
