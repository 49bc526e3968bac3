import Foundation

/// Apple's `DateComponentsFormatter` ("1d 2h 3m", "2 min, 3 sec", "1:10:00"), which Foundation on
/// Linux declares unavailable. Each labelled unit is written by swift-foundation's
/// `Duration.UnitsFormatStyle` (ICU's unit patterns, as Apple's); positional times are digits and
/// colons; which units show follows Apple's zero-formatting rules (Docs/SwiftUI.md §5).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:10:00".
        case positional = 0
        /// "1h 10m".
        case abbreviated = 1
        /// "1 hr, 10 min".
        case short = 2
        /// "1 hour, 10 minutes".
        case full = 3
        /// "one hour, ten minutes".
        case spellOut = 4
        /// "1 hr 10 min" (ICU's condensed form).
        case brief = 5
    }

    /// Which zero-valued units are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The raw bits, as Apple's.
        public let rawValue: UInt
        /// A behaviour from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Keep every allowed unit.
        public static let none = ZeroFormattingBehavior([])
        /// Labelled styles drop every zero unit; positional drops leading zeros.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Drop zero units before the first non-zero one.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Drop zero units between non-zero ones.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Drop zero units after the last non-zero one.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Drop every zero unit.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Pad positional values with zeros ("0:02:03").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units that may appear; hours, minutes and seconds unless set (years, months and weeks
    /// are not written: their time counts in the next smaller allowed unit).
    open var allowedUnits: NSCalendar.Unit = []
    /// How units are written; positional unless set.
    open var unitsStyle: UnitsStyle = .positional
    /// Which zero units are left out.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, largest first; 0 for no limit.
    open var maximumUnitCount = 0
    /// The calendar: its locale is the language written (units here are fixed lengths of time).
    open var calendar: Calendar? = .current

    /// A formatter with Apple's defaults.
    public override init() { super.init() }
    /// Not archived on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The interval written with the allowed units (each truncated to a whole number).
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units = Self.order.filter { allowed.contains($0.calendar) }
        guard !units.isEmpty else { return nil }
        var left = Int64(abs(ti).rounded(.down))
        var values: [(unit: Unit, value: Int64)] = []
        for unit in units {
            values.append((unit, left / unit.seconds))
            left %= unit.seconds
        }
        let text = unitsStyle == .positional ? positional(values) : labelled(values)
        return ti < 0 ? "-" + text : text
    }

    /// The distance between the dates.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// The components, counted as one interval.
    open func string(from components: DateComponents) -> String? {
        let parts: [(Int?, Int64)] = [
            (components.day, 86_400), (components.hour, 3_600), (components.minute, 60), (components.second, 1),
        ]
        return string(from: TimeInterval(parts.reduce(Int64(0)) { $0 + Int64($1.0 ?? 0) * $1.1 }))
    }

    /// A value, as `Formatter` asks: a `TimeInterval` or `DateComponents`.
    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    private var allowed: NSCalendar.Unit { allowedUnits.isEmpty ? [.hour, .minute, .second] : allowedUnits }

    private func labelled(_ all: [(unit: Unit, value: Int64)]) -> String {
        var shown = all
        let dropsLeading = zeroFormattingBehavior.contains(.dropLeading) || zeroFormattingBehavior.contains(.default)
        let dropsTrailing = zeroFormattingBehavior.contains(.dropTrailing) || zeroFormattingBehavior.contains(.default)
        if dropsLeading { shown = Array(shown.drop { $0.value == 0 }) }
        if dropsTrailing { shown = Array(shown.reversed().drop { $0.value == 0 }.reversed()) }
        if zeroFormattingBehavior.contains(.dropMiddle) || zeroFormattingBehavior.contains(.default) {
            shown = shown.filter { $0.value != 0 }
        }
        if shown.isEmpty, let smallest = all.last { shown = [(smallest.unit, 0)] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let width: Duration.UnitsFormatStyle.UnitWidth =
            switch unitsStyle {
            case .abbreviated: .narrow
            case .short: .abbreviated
            case .brief: .condensedAbbreviated
            case .full, .spellOut, .positional: .wide
            }
        let words = shown.map { part in
            let text = Duration.seconds(part.value * part.unit.seconds).formatted(
                .units(allowed: [part.unit.duration], width: width, zeroValueUnits: .show(length: 1))
                    .locale(calendar?.locale ?? .current))
            return unitsStyle == .spellOut ? Self.spellingOut(text, calendar?.locale ?? .current) : text
        }
        return words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }

    private func positional(_ all: [(unit: Unit, value: Int64)]) -> String {
        var shown = all
        if !zeroFormattingBehavior.contains(.pad) {
            while shown.count > 1, shown[0].value == 0 { shown.removeFirst() }
        }
        let head = "\(shown[0].value)"
        let tail = shown.dropFirst().map { $0.value < 10 ? "0\($0.value)" : "\($0.value)" }
        return ([head] + tail).joined(separator: ":")
    }

    private static func spellingOut(_ text: String, _ locale: Locale) -> String {
        let speller = NumberFormatter()
        speller.numberStyle = .spellOut
        speller.locale = locale
        let digits = text.prefix { $0.isNumber || $0 == "," }
        let number = Int(digits.filter(\.isNumber)) ?? 0
        return (speller.string(from: NSNumber(value: number)) ?? String(digits)) + text.dropFirst(digits.count)
    }

    private struct Unit {
        let calendar: NSCalendar.Unit
        let seconds: Int64
        let duration: Duration.UnitsFormatStyle.Unit
    }
    private static let order = [
        Unit(calendar: .day, seconds: 86_400, duration: .days),
        Unit(calendar: .hour, seconds: 3_600, duration: .hours),
        Unit(calendar: .minute, seconds: 60, duration: .minutes),
        Unit(calendar: .second, seconds: 1, duration: .seconds),
    ]
}
