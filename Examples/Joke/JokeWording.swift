import Foundation

/// Every piece of text the joke widget shows, in one place.
enum JokeWording {
    /// "MON 23".
    static func day(_ date: Date, _ calendar: Calendar) -> String {
        let weekday = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"][calendar.component(.weekday, from: date) - 1]
        return "\(weekday) \(calendar.component(.day, from: date))"
    }

    /// "Punchline at 12:00" / "答案 12:00 揭晓".
    static func teaser(_ joke: JokeBook.Joke, hour: Int) -> String {
        let time = String(format: "%02d:00", hour)
        return joke.language == "zh" ? "答案 \(time) 揭晓" : "Punchline at \(time)"
    }

    static let earlier = "EARLIER THIS WEEK"
}
