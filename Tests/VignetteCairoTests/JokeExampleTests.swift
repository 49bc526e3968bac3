import Foundation
import Testing
import Vignette
@testable import VignetteExamples

/// The joke example: the day's joke and the noon reveal, and data errors.
@Suite struct JokeExampleTests {
    let book: JokeBook
    let calendar = exampleCalendar(JokeWidget.definition.timeZone)

    init() throws { book = try JokeBook.cached.get() }

    func state(day: Int, hour: Int, minute: Int = 0) -> JokeState {
        JokeState(
            at: ExampleChecks.date(JokeWidget.definition.timeZone, day: day, hour: hour, minute: minute), book: book,
            calendar: calendar)
    }

    @Test func revealAtNoon() {
        #expect(JokeWidget.definition.moments.map(\.name) == ["teaser", "punchline", "chinese", "long-joke"])
        #expect(!state(day: 23, hour: 11, minute: 59).isRevealed)
        #expect(state(day: 23, hour: 12).isRevealed)
        let monday = state(day: 23, hour: 9)
        #expect(monday.today.setup == "Why don’t widgets ever get lost?")
        #expect(JokeWording.teaser(monday.today, hour: 12) == "Punchline at 12:00")
        #expect(JokeWording.day(monday.date, calendar) == "MON 23")
    }

    @Test func oneJokePerDay() {
        let tuesday = state(day: 24, hour: 14)
        #expect(tuesday.today.language == "zh")
        #expect(JokeWording.teaser(tuesday.today, hour: 12) == "答案 12:00 揭晓")
        #expect(tuesday.earlier.map(\.day.day) == [23, 22])
        // A day the book does not cover still gets a joke, and a different one the next day.
        let later = state(day: 5, hour: 9, minute: 0)
        let next = state(day: 6, hour: 9, minute: 0)
        #expect(later.today != next.today)
    }

    @Test func everyFamilyBuildsAtEveryMoment() throws {
        try ExampleChecks.everyFamilyBuilds(JokeWidget.definition.id, unsupported: .accessoryRectangular)
    }

    @Test func dataErrorsNameFileAndField() {
        func file(_ joke: String, hour: Int = 12) -> String { #"{"revealHour": \#(hour), "jokes": [\#(joke)]}"# }
        let ok = #"{"day": "2026-11-23", "language": "en", "setup": "S", "punchline": "P"}"#
        let name = "jokes.json"
        #expect(ExampleChecks.decodeError(file(ok), as: JokeBook.self, file: name) == nil)
        #expect(
            ExampleChecks.decodeError(
                file(ok.replacingOccurrences(of: "\"en\"", with: "\"fr\"")), as: JokeBook.self, file: name)?
                .message == "jokes.json: jokes[0].language: unknown language 'fr'; known: en, zh")
        #expect(
            ExampleChecks.decodeError(
                file(ok.replacingOccurrences(of: "\"P\"", with: "\"\"")), as: JokeBook.self, file: name)?
                .message == "jokes.json: jokes[0].punchline: is empty")
        #expect(
            ExampleChecks.decodeError(file(ok, hour: 24), as: JokeBook.self, file: name)?.message
                == "jokes.json: revealHour: expected an hour from 0 to 23, got 24")
        #expect(
            ExampleChecks.decodeError(file(ok + "," + ok), as: JokeBook.self, file: name)?.message
                == "jokes.json: jokes[1].day: days must increase; this one is not after the joke before it")
        #expect(
            ExampleChecks.decodeError("{\"jokes\": [", as: JokeBook.self, file: name)?.message
                == "jokes.json: line 1, column 12: unexpected end of file; expected a value")
    }
}
