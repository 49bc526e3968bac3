import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

// The bundled activity widget (Examples/Activity) written as an iOS developer writes it: SwiftUI
// and WidgetKit only, the rings stroked arcs of a Circle. The log, the rings' state and the wording
// come from the example; ActivityParityTests checks both draw the same pixels.

/// The rings at one quarter hour.
struct ActivitySummaryEntry: TimelineEntry {
    let date: Date
    let state: ActivityState
}

/// An entry every quarter hour of the bundled log's day (Monday 2026-11-23), in London: the
/// rings' resolution, as the example's provider steps them.
struct ActivitySummaryProvider: TimelineProvider {
    static let timeZone = TimeZone(identifier: "Europe/London")!

    func placeholder(in context: Context) -> ActivitySummaryEntry { entries()[0] }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ActivitySummaryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ActivitySummaryEntry>) -> Void) {
        completion(Timeline(entries: entries(), policy: .atEnd))
    }

    private func entries() -> [ActivitySummaryEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let log = try! ActivityLog.cached.get()
        let start = log.day.date(in: calendar)
        return (0..<96).map { quarter in
            let date = start + TimeInterval(quarter * 15 * 60)
            return ActivitySummaryEntry(date: date, state: ActivityState(at: date, log: log, calendar: calendar))
        }
    }
}

/// The widget: three home-screen sizes and the three lock-screen accessories.
struct ActivitySummary: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "activity", provider: ActivitySummaryProvider()) { entry in
            ActivitySummaryView(state: entry.state)
                .modifier(ActivityBackground())
        }
        .configurationDisplayName("Activity")
        .supportedFamilies([
            .systemSmall, .systemMedium, .systemLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline,
        ])
    }
}

/// The entry drawn for the family being rendered.
struct ActivitySummaryView: View {
    let state: ActivityState
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall: SmallActivityView(state: state)
        case .systemMedium: MediumActivityView(state: state)
        case .systemLarge: LargeActivityView(state: state)
        case .accessoryCircular: CircularActivityView(state: state)
        case .accessoryRectangular: RectangularActivityView(state: state)
        default: InlineActivityView(state: state)
        }
    }
}

/// Fitness's widgets sit on black in dark mode and on the system background in light mode.
/// (The system removes it on the lock screen.)
struct ActivityBackground: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content.containerBackground(
            colorScheme == .dark ? AnyShapeStyle(Color.black) : AnyShapeStyle(.background),
            for: .widget)
    }
}

/// The ring colours: Fitness-like neon on dark, a little deeper on white so they keep their contrast.
enum RingColors {
    static func all(_ scheme: ColorScheme) -> [Color] {
        scheme == .dark
            ? [Color(hex: 0xFA114F), Color(hex: 0x9BF02C), Color(hex: 0x1EEAEF)]
            : [Color(hex: 0xF5134E), Color(hex: 0x5FC41A), Color(hex: 0x00C2D6)]
    }

    /// For text: the neon on black, deeper tints on white (4.5:1 or more), as the example's `ActivityPalette.text`.
    static func text(_ scheme: ColorScheme) -> [Color] {
        scheme == .dark ? all(scheme) : [Color(hex: 0xD70F45), Color(hex: 0x3A870A), Color(hex: 0x007E93)]
    }

    static func move(_ scheme: ColorScheme) -> Color { all(scheme)[0] }
}

extension Color {
    /// A colour from `0xRRGGBB`, as design files give them.
    fileprivate init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }
}
