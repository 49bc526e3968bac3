/// How `Words(date, style:)` shows a date (SwiftUI's `Text.DateStyle`). Everything is
/// formatted against the render clock (`WidgetEnvironment.date`) in the environment's
/// locale and time zone; see `DateText.swift` for the exact forms.
public enum DateTextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The time of day: "9:50 AM" (en), "09:50" (zh-Hans).
    case time
    /// The long date: "November 23, 2026", "2026年11月23日".
    case date
    /// The distance from now in up to two short units: "11 min, 14 sec", "2小时23分钟".
    case relative
    /// The distance in its largest unit with a sign, - for a date in the future: "-11 minutes", "+3 months".
    case offset
    /// A running clock to or from the date: "9:59", "1:02:03", with no sign.
    case timer
}
