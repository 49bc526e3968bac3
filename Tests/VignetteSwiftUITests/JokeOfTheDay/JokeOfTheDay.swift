import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

// The bundled joke-of-the-day widget (Examples/Joke) written as an iOS developer writes
// it: SwiftUI and WidgetKit only. The state and wording come from the example so both
// spellings show the same data; JokeParityTests checks they draw the same pixels.

/// A day's joke at one moment.
struct JokeOfTheDayEntry: TimelineEntry {
    let date: Date
    let state: JokeState
}

/// An entry at every midnight and reveal hour of the bundled book's weeks, in Singapore.
struct JokeOfTheDayProvider: TimelineProvider {
    static let timeZone = TimeZone(identifier: "Asia/Singapore")!

    func placeholder(in context: Context) -> JokeOfTheDayEntry {
        entries(days: 23...23)[0]
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (JokeOfTheDayEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<JokeOfTheDayEntry>) -> Void) {
        let entries = entries(days: 20...30)
        completion(Timeline(entries: entries, policy: .after(entries.last!.date)))
    }

    private func entries(days: ClosedRange<Int>) -> [JokeOfTheDayEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let book = try! JokeBook.cached.get()
        return days.flatMap { day in
            [0, book.revealHour].map { hour in
                let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour))!
                return JokeOfTheDayEntry(date: date, state: JokeState(at: date, book: book, calendar: calendar))
            }
        }
    }
}

/// The widget: small, medium and large, on warm paper.
struct JokeOfTheDay: Widget {
    let kind = "joke-of-the-day"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: JokeOfTheDayProvider()) { entry in
            JokeOfTheDayView(entry: entry)
                .containerBackground(for: .widget) { Paper() }
        }
        .configurationDisplayName("Joke of the day")
        .description("A joke a day, the punchline from noon.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The entry drawn for the family being rendered.
struct JokeOfTheDayView: View {
    let entry: JokeOfTheDayEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall: SmallJokeView(state: entry.state)
        case .systemMedium: MediumJokeView(state: entry.state)
        default: LargeJokeView(state: entry.state)
        }
    }
}

/// The widget's paper colour, warm white by day and warm black by night.
struct Paper: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        colorScheme == .dark
            ? Color(red: 0x1E / 255, green: 0x1A / 255, blue: 0x16 / 255)
            : Color(red: 1, green: 0xF8 / 255, blue: 0xEE / 255)
    }
}

/// The punchline card: a wash of the accent, so tinted mode keeps it a wash.
struct JokeCard: ViewModifier {
    var cornerRadius: CGFloat
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content.background(
            Color.orange.opacity(colorScheme == .dark ? 0.2 : 0.16),
            in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}
