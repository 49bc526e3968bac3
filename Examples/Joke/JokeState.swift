import Foundation
import Vignette

/// Today's joke and whether its punchline is out yet: a pure function of the book,
/// the render clock and a calendar.
struct JokeState: Sendable, Equatable {
    var today: JokeBook.Joke
    /// Whether the clock has passed the reveal hour.
    var isRevealed: Bool
    /// Up to the two jokes before today's, most recent first.
    var earlier: [JokeBook.Joke]
    var date: Date
    var revealHour: Int

    init(at now: Date, book: JokeBook, calendar: Calendar) {
        let day = calendar.dateComponents([.year, .month, .day], from: now)
        let key = LocalDateTime(year: day.year!, month: day.month!, day: day.day!)
        // The day's joke; on a day the book has none, one picked by the day's number, so it still changes daily.
        let index =
            book.jokes.firstIndex { $0.day == key }
            ?? (calendar.ordinality(of: .day, in: .era, for: now) ?? 0) % book.jokes.count
        today = book.jokes[index]
        isRevealed = calendar.component(.hour, from: now) >= book.revealHour
        earlier = Array(book.jokes[..<index].reversed().prefix(2))
        date = now
        revealHour = book.revealHour
    }
}
