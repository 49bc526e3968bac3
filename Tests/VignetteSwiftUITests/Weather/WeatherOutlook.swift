import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

// The bundled weather widget (Examples/Weather) written as an iOS developer writes it: SwiftUI and
// WidgetKit only, the lock-screen gauge a stroked arc of a Circle. The forecast, the state at an
// instant and the wording come from the example; WeatherParityTests checks both draw the same pixels.

/// The weather at one instant.
struct WeatherOutlookEntry: TimelineEntry {
    let date: Date
    let state: WeatherState
}

/// An entry on every hour of the bundled forecast's day (Monday 2026-11-23) and at sunrise and
/// sunset, in Bergen: the state changes there and nowhere else, as in the example's provider.
struct WeatherOutlookProvider: TimelineProvider {
    static let timeZone = TimeZone(identifier: "Europe/Oslo")!

    func placeholder(in context: Context) -> WeatherOutlookEntry { entries()[0] }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (WeatherOutlookEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherOutlookEntry>) -> Void) {
        completion(Timeline(entries: entries(), policy: .atEnd))
    }

    private func entries() -> [WeatherOutlookEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let forecast = try! WeatherForecast.cached.get()
        let day = forecast.day.date(in: calendar)
        let hours = (0..<24).map { day + TimeInterval($0 * 3600) }
        let sun = [forecast.sunrise, forecast.sunset].map {
            calendar.date(bySettingHour: $0.hour, minute: $0.minute, second: 0, of: day)!
        }
        return (hours + sun).sorted().map { date in
            WeatherOutlookEntry(date: date, state: WeatherState(at: date, forecast: forecast, calendar: calendar))
        }
    }
}

/// The widget: four home-screen sizes (extra large on iPad), the three lock-screen accessories, and
/// the watch face's corner.
struct WeatherOutlook: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "weather", provider: WeatherOutlookProvider()) { entry in
            WeatherOutlookView(state: entry.state)
                .modifier(SkyBackground(sky: entry.state.sky))
        }
        .configurationDisplayName("Weather")
        .supportedFamilies([
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner,
        ])
    }
}

/// The entry drawn for the family being rendered.
struct WeatherOutlookView: View {
    let state: WeatherState
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall: SmallWeatherView(state: state)
        case .systemMedium: MediumWeatherView(state: state)
        case .systemLarge: LargeWeatherView(state: state)
        case .systemExtraLarge: ExtraLargeWeatherView(state: state)
        case .accessoryCircular: CircularWeatherView(state: state)
        case .accessoryRectangular: RectangularWeatherView(state: state)
        case .accessoryCorner: CornerWeatherView(state: state)
        default: InlineWeatherView(state: state)
        }
    }
}

/// The widget's background: a sky that follows the weather and the time of day, a shade deeper in
/// dark mode. Text on it is white in both schemes. (The system removes it on the lock screen.)
struct SkyBackground: ViewModifier {
    let sky: WeatherSky
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content.containerBackground(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom), for: .widget)
    }

    /// The top and bottom of the sky.
    private var colors: [Color] {
        let dark = colorScheme == .dark
        switch sky {
        case .day:
            return dark ? [Color(hex: 0x1B4E8C), Color(hex: 0x3572B5)] : [Color(hex: 0x2F7FD8), Color(hex: 0x68AEEB)]
        case .overcast:
            return dark ? [Color(hex: 0x38444F), Color(hex: 0x56636F)] : [Color(hex: 0x5F7487), Color(hex: 0x8C9DAD)]
        case .rain:
            return dark ? [Color(hex: 0x27323D), Color(hex: 0x424F5C)] : [Color(hex: 0x465A6E), Color(hex: 0x6E8194)]
        case .night:
            return dark ? [Color(hex: 0x050B1C), Color(hex: 0x18264A)] : [Color(hex: 0x0C1838), Color(hex: 0x2A3F70)]
        }
    }
}

/// The week's temperature bars: cool blue to warm yellow on a faint white track.
enum TemperatureStyle {
    static let bar = LinearGradient(
        colors: [Color(hex: 0x7FD4FF), Color(hex: 0xA8E063), Color(hex: 0xFFD54A)],
        startPoint: .leading, endPoint: .trailing)
    static let track = Color.white.opacity(0.22)
}

/// A weather symbol in its multicolour look: white clouds, yellow sun, pale moon. (One colour per
/// symbol, following its main part, as the example draws it.)
struct WeatherSymbol: View {
    let name: String
    var font: Font = .body

    var body: some View {
        Image(systemName: name).font(font).foregroundStyle(tint).fixedSize()
    }

    private var tint: Color {
        if name.hasPrefix("sun") { return Color(hex: 0xFFD23F) }
        if name.contains("moon") && !name.hasPrefix("cloud") { return Color(hex: 0xF4F1DE) }
        return .white
    }
}

extension Color {
    /// A colour from `0xRRGGBB`, as design files give them.
    fileprivate init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }
}
