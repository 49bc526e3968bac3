import Foundation
import Vignette
import VignetteTimeline

/// Turns the timeline commands' words into values, with errors that name the input and what was expected.
enum TimelineNames {
    static var widgets: [AnyTimelineWidget] { WidgetCatalog.current.timelines }

    static func widget(_ id: String) throws -> AnyTimelineWidget {
        guard let widget = widgets.first(where: { $0.kind == id }) else {
            if WidgetCatalog.current.activities.contains(where: { $0.id == id }) {
                throw OptionError.activityNotTaken(id)
            }
            throw VignetteError.unknownName(kind: "timeline widget", given: id, known: widgets.map(\.kind))
        }
        return widget
    }

    /// The timeline widget `id`, its intent configured with `values` when there are any.
    static func widget(_ id: String, intent values: [String: String]) throws -> AnyTimelineWidget {
        guard !values.isEmpty else { return try widget(id) }
        _ = try widget(id)
        guard let configured = WidgetCatalog.current.configuredTimeline else {
            throw VignetteError.invalidValue(
                name: "--intent", value: values.keys.sorted().joined(separator: ","),
                expected: "no --intent: \(id) is not configured by an intent")
        }
        return try configured(id, values)
    }

    /// The timeline widget `id` with `values`, or nil when the catalogue cannot simulate it.
    static func widgetIfAny(_ id: String, intent values: [String: String]) throws -> AnyTimelineWidget? {
        guard widgets.contains(where: { $0.kind == id }) else { return nil }
        return try widget(id, intent: values)
    }

    /// Comma-separated or repeated ids, in order, each once.
    static func widgetList(_ values: [String]) throws -> [AnyTimelineWidget] {
        let ids = values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
        guard !ids.isEmpty else {
            throw VignetteError.invalidValue(
                name: "--widgets", value: values.joined(separator: ","),
                expected: "one or more of \(widgets.map(\.kind).joined(separator: ", ")), comma-separated")
        }
        var seen = Set<String>()
        return try ids.filter { seen.insert($0).inserted }.map(widget)
    }

    /// Midnight of `text` ("2026-11-23") in `timeZone`.
    static func day(_ text: String, timeZone: TimeZone) throws -> Date {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
        else {
            throw VignetteError.invalidValue(
                name: "--day", value: text, expected: "a date as YYYY-MM-DD, like 2026-11-23")
        }
        return date
    }

    /// Locked periods "13:30-14:40" (repeatable, or comma-separated) on every simulated
    /// day; "none" for no locks.
    static func lockedMinutes(_ values: [String]) throws -> [Range<Int>] {
        let items = values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if items == ["none"] { return [] }
        return try items.map { item in
            let ends = item.split(separator: "-").map { minute(of: String($0)) }
            guard ends.count == 2, let start = ends[0], let end = ends[1], start < end else {
                throw VignetteError.invalidValue(
                    name: "--lock", value: item,
                    expected: "a period like 13:30-14:40 (HH:mm-HH:mm, end after start, 24:00 allowed), or none")
            }
            return start..<end
        }
    }

    /// `family`, or the widget's first when none was given; one the widget lacks is an error.
    static func family(_ family: WidgetFamily?, for widget: AnyTimelineWidget) throws -> WidgetFamily {
        guard let family else { return widget.families.first ?? .systemSmall }
        guard widget.families.contains(family) else {
            throw VignetteError.unsupportedFamily(
                widget: widget.kind, family: family.rawValue, supported: widget.families.map(\.rawValue))
        }
        return family
    }

    static func checked(_ value: Int, _ name: String, in range: ClosedRange<Int>) throws -> Int {
        guard range.contains(value) else {
            throw VignetteError.invalidValue(
                name: name, value: String(value),
                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// Minutes after midnight of "HH:mm"; 24:00 is the end of the day.
    static func minute(of text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...59).contains(minute), (0...23).contains(hour) || (hour == 24 && minute == 0)
        else { return nil }
        return hour * 60 + minute
    }
}
