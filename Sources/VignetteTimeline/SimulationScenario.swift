import Foundation
import Vignette

/// The conditions of a simulated stretch of days: which widget slot, the system's
/// reload rules, and what the user and the app do (lock the phone, ask for reloads).
public struct SimulationScenario: Sendable, Hashable {
    /// Midnight of the first day, in `timeZone`.
    public var start: Date
    /// How many calendar days to simulate.
    public var days: Int
    /// The device's time zone: days, midnights and the budget's reset follow it.
    public var timeZone: TimeZone
    /// The family the provider's context names.
    public var family: WidgetFamily
    /// The widget's size in points, passed in the provider's context.
    public var displaySize: CGSize
    /// Budgeted reloads per day. Apple's "Keeping a widget up to date" puts a frequently
    /// viewed widget's budget at 40 to 70 a day (a reload every 15 to 60 minutes);
    /// 50 sits in that range.
    public var dailyBudget: Int
    /// The system never reloads a widget sooner than this after its last reload.
    public var minimumReloadInterval: TimeInterval
    /// How late the system honours a reload date: a delay drawn from this range per reload.
    public var honourDelay: ClosedRange<TimeInterval>
    /// Seeds the system's delays (and, by convention, the provider's jitter).
    public var seed: UInt64
    /// When the device is locked: the app-group store is unreadable.
    public var lockedPeriods: [DateInterval]
    /// When the app asks for reloads, from the foreground (free) or the background (budgeted).
    public var appReloads: [AppReloadRequest]

    /// The budget a scenario gets unless told otherwise: 50 budgeted reloads a day.
    public static let defaultDailyBudget = 50

    /// A scenario from `start` (midnight in `timeZone`); by default a 170-point small widget, 50 reloads a day, a 5-minute floor and up to 5 minutes' delay.
    public init(
        start: Date, days: Int = 1, timeZone: TimeZone, family: WidgetFamily = .systemSmall,
        displaySize: CGSize = CGSize(width: 170, height: 170),
        dailyBudget: Int = defaultDailyBudget, minimumReloadInterval: TimeInterval = 5 * 60,
        honourDelay: ClosedRange<TimeInterval> = 0...(5 * 60), seed: UInt64 = 1,
        lockedPeriods: [DateInterval] = [], appReloads: [AppReloadRequest] = []
    ) {
        self.start = start
        self.days = days
        self.timeZone = timeZone
        self.family = family
        self.displaySize = displaySize
        self.dailyBudget = dailyBudget
        self.minimumReloadInterval = minimumReloadInterval
        self.honourDelay = honourDelay
        self.seed = seed
        self.lockedPeriods = lockedPeriods
        self.appReloads = appReloads
    }

    /// A Gregorian calendar in the scenario's time zone.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// Midnight after the last day (days are calendar days, so DST days have 23 or 25 hours).
    public var end: Date {
        calendar.date(byAdding: .day, value: days, to: start) ?? start.addingTimeInterval(TimeInterval(days) * 86_400)
    }

    /// The day (0-based) that `date` falls in, for the budget, which resets at midnight.
    public func dayIndex(of date: Date) -> Int {
        calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: date)).day ?? 0
    }

    /// Midnight that starts day `index`.
    public func startOfDay(_ index: Int) -> Date {
        calendar.date(byAdding: .day, value: index, to: start) ?? start.addingTimeInterval(TimeInterval(index) * 86_400)
    }

    /// Whether the device is locked at `date`.
    public func isLocked(at date: Date) -> Bool {
        lockedPeriods.contains { $0.start <= date && date < $0.end }
    }
}
