import Foundation
import Vignette

/// systemLarge: current conditions, the next six hours, then six days with range bars.
struct LargeWeather: Component {
    let state: WeatherState
    let calendar: Calendar

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            CurrentConditions(state: state, temperatureSize: 40)
            Spring(minLength: 6)
            HourlyStrip(hours: Array(state.nextHours.prefix(6)), spacing: 3)
            Spring(minLength: 6)
            Rect().fill(.white.opacity(0.25)).frame(height: 0.5)
            Spring(minLength: 4)
            Column(alignment: .leading, spacing: 0) {
                Each(Array(state.days.prefix(6).enumerated()).map { $0 }) { item in
                    if item.offset > 0 { Spring(minLength: 2) }
                    DailyRow(day: item.element, index: item.offset, state: state, calendar: calendar)
                }
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
