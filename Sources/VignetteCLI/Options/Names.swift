import Foundation
import Vignette
import VignetteExamples

/// Turns command-line words into values, with errors that list the valid names.
enum Names {
    static var widgets: [WidgetDefinition] { Examples.all }

    static func widget(_ id: String) throws -> WidgetDefinition {
        guard let widget = widgets.first(where: { $0.id == id }) else {
            throw VignetteError.unknownName(kind: "widget", given: id, known: widgets.map(\.id))
        }
        return widget
    }

    /// Families from repeated or comma-separated values; `all` means every family `widget` supports.
    static func families(_ values: [String], for widget: WidgetDefinition) throws -> [WidgetFamily] {
        let families = try list(values, all: widget.families, kind: "family", known: WidgetFamily.allCases.map(\.rawValue)) {
            WidgetFamily(rawValue: $0)
        }
        if let unsupported = families.first(where: { !widget.families.contains($0) }) {
            throw VignetteError.unsupportedFamily(widget: widget.id, family: unsupported.rawValue,
                                                  supported: widget.families.map(\.rawValue))
        }
        return families
    }

    /// The appearances asked for `family`: none given means light (lockScreen for an
    /// accessory family), `all` means every appearance the family can have, and one it
    /// cannot have is an error.
    static func appearances(_ values: [String], for family: WidgetFamily) throws -> [Appearance] {
        guard !values.isEmpty else { return [family.isAccessory ? .lockScreen : .light] }
        let possible = Appearance.all(for: family)
        let chosen = try list(values, all: possible, kind: "appearance", known: Appearance.allCases.map(\.rawValue)) {
            Appearance(rawValue: $0)
        }
        if let impossible = chosen.first(where: { !possible.contains($0) }) {
            throw VignetteError.invalidValue(name: "appearance", value: "\(impossible.rawValue) for \(family.rawValue)",
                                             expected: "one of \(possible.map(\.rawValue).joined(separator: ", ")) for that family")
        }
        return chosen
    }

    static func os(_ value: String) throws -> OSVersion {
        guard let os = OSVersion(rawValue: value.lowercased()) else {
            throw VignetteError.unknownName(kind: "OS", given: value, known: OSVersion.allCases.map(\.rawValue))
        }
        return os
    }

    static func device(_ id: String?) throws -> Device {
        guard let id else { return DeviceCatalog.standard.defaultDevice }
        return try DeviceCatalog.standard.device(id: id)
    }

    static func scale(_ value: Double?) throws -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 1, value <= 4 else {
            throw VignetteError.invalidValue(name: "scale", value: text(value), expected: "a number from 1 to 4, such as 2 or 3")
        }
        return CGFloat(value)
    }

    /// A local time like `2026-11-23T09:50` in `timeZone`; an explicit offset (`Z`, `+08:00`) wins.
    static func date(_ text: String, timeZone: TimeZone) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        let normalized = text.replacingOccurrences(of: " ", with: "T")
        for format in ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: normalized) { return date }
        }
        throw VignetteError.invalidValue(name: "time", value: text, expected: "a time like 2026-11-23T09:50 (read in \(timeZone.identifier)) or 2026-11-23T09:50+08:00")
    }

    /// Whether repeated or comma-separated `values` leave the choice open: none given, or `all`.
    static func meansAll(_ values: [String]) -> Bool {
        let names = items(values)
        return names.isEmpty || names.contains("all")
    }

    /// A number as it was likely typed: `0`, not `0.0`.
    static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func items(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    private static func list<T: Equatable>(_ values: [String], all: [T], kind: String, known: [String],
                                           _ parse: (String) -> T?) throws -> [T] {
        var result: [T] = []
        for value in items(values) {
            if value == "all" { return all }
            guard let parsed = parse(value) else {
                throw VignetteError.unknownName(kind: kind, given: value, known: known.contains("all") ? known : known + ["all"])
            }
            if !result.contains(parsed) { result.append(parsed) }
        }
        return result.isEmpty ? all : result
    }
}
