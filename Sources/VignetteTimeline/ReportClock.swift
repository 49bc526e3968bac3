import Foundation
import Vignette

/// Writes dates for reports in the widget's own time zone: "2026-11-23 09:45".
struct ReportClock {
    let scenario: SimulationScenario
    private let minuteFormat: DateFormatter
    private let secondFormat: DateFormatter

    init(scenario: SimulationScenario) {
        self.scenario = scenario
        func formatter(_ pattern: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = scenario.timeZone
            formatter.dateFormat = pattern
            return formatter
        }
        minuteFormat = formatter("yyyy-MM-dd HH:mm")
        secondFormat = formatter("yyyy-MM-dd HH:mm:ss")
    }

    func minute(_ date: Date) -> String { minuteFormat.string(from: date) }
    func second(_ date: Date) -> String { secondFormat.string(from: date) }
    /// Minutes since the scenario's start.
    func offset(_ date: Date) -> Double { date.timeIntervalSince(scenario.start) / 60 }
    func date(ofMinute minute: Int) -> Date { scenario.start.addingTimeInterval(TimeInterval(minute) * 60) }
}
