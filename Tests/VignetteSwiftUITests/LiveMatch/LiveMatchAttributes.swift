import ActivityKit
import Foundation
import SwiftUI

/// The live-match example's activity as an iOS developer declares it: the clubs are the static
/// attributes, the score and clock the content state (Examples/LiveMatch in the core DSL).
struct LiveMatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeGoals: Int
        var awayGoals: Int
        /// The minute of play, nil at half-time and after the final whistle.
        var minute: Int?
        /// "HT", "FT", or nil while the ball is in play.
        var pause: String?
        var lastEvent: String?

        var clock: String { pause ?? "\(minute ?? 0)'" }
        var progress: Double { pause == "FT" ? 1 : Double(minute ?? 45) / 90 }
        var score: String { "\(homeGoals) – \(awayGoals)" }
    }

    struct Club: Codable, Hashable {
        var code: String
        var name: String
        var kit: [Double]

        var color: Color { Color(red: kit[0], green: kit[1], blue: kit[2]) }
    }

    var home: Club
    var away: Club
}

extension LiveMatchAttributes {
    static let derby = LiveMatchAttributes(
        home: Club(code: "NBR", name: "Northbridge", kit: [0.86, 0.16, 0.2]),
        away: Club(code: "HRB", name: "Harbour United", kit: [0.16, 0.42, 0.9]))
}

extension LiveMatchAttributes.ContentState {
    static let kickOff = Self(homeGoals: 0, awayGoals: 0, minute: 1, pause: nil, lastEvent: nil)
    static let firstGoal = Self(homeGoals: 1, awayGoals: 0, minute: 23, pause: nil, lastEvent: "Okafor 23'")
    static let halfTime = Self(homeGoals: 1, awayGoals: 0, minute: nil, pause: "HT", lastEvent: "Okafor 23'")
    static let equaliser = Self(homeGoals: 1, awayGoals: 1, minute: 67, pause: nil, lastEvent: "Lindqvist 67'")
    static let fullTime = Self(homeGoals: 2, awayGoals: 1, minute: nil, pause: "FT", lastEvent: "Okafor 88'")

    /// In the order the core example lists its moments.
    static let all: [Self] = [.kickOff, .firstGoal, .halfTime, .equaliser, .fullTime]
}

enum LiveMatchPalette {
    static let pitch = Color(red: 0.05, green: 0.24, blue: 0.14)
    static let chalk = Color(red: 1, green: 1, blue: 1, opacity: 0.72)
}
