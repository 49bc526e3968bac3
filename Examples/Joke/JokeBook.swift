import Foundation
import Vignette
import VignetteSampleData

/// A week of jokes, one per day, as the app would hand them to the widget
/// (`Data/jokes.json`). The punchline shows from `revealHour`; before it, only the setup.
struct JokeBook: SampleData, Encodable, Equatable {
    var revealHour: Int
    var jokes: [Joke]

    struct Joke: Codable, Sendable, Equatable {
        var day: LocalDateTime
        /// "en" or "zh": Chinese jokes are set without the English quotation marks.
        var language: String
        var setup: String
        var punchline: String
    }

    static let languages = ["en", "zh"]

    func firstProblem() -> (location: String, reason: String)? {
        if !(0...23).contains(revealHour) { return ("revealHour", "expected an hour from 0 to 23, got \(revealHour)") }
        if jokes.isEmpty { return ("jokes", "expected at least one joke") }
        for (index, joke) in jokes.enumerated() {
            if !Self.languages.contains(joke.language) {
                return (
                    "jokes[\(index)].language",
                    "unknown language '\(joke.language)'; known: \(Self.languages.joined(separator: ", "))"
                )
            }
            if joke.setup.isEmpty { return ("jokes[\(index)].setup", "is empty") }
            if joke.punchline.isEmpty { return ("jokes[\(index)].punchline", "is empty") }
            if index > 0, joke.day <= jokes[index - 1].day {
                return ("jokes[\(index)].day", "days must increase; this one is not after the joke before it")
            }
        }
        return nil
    }

    static let cached: Result<JokeBook, VignetteError> = Result { () throws(VignetteError) in
        try SampleFile.bundled("jokes", in: .module, subdirectory: "Data")
    }
}
