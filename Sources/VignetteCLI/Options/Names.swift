import Foundation
import Vignette

/// Turns command-line words into values, with errors that list the valid names.
enum Names {
    static var widgets: [WidgetDefinition] { WidgetCatalog.current.definitions }

    /// The widget `id`. A Live Activity's id is an error saying which commands take it.
    static func widget(_ id: String) throws -> WidgetDefinition {
        guard let widget = widgets.first(where: { $0.id == id }) else {
            if WidgetCatalog.current.activities.contains(where: { $0.id == id }) {
                throw OptionError.activityNotTaken(id)
            }
            if WidgetCatalog.current.controls.contains(where: { $0.id == id }) {
                throw OptionError.controlNotDrawn(id, widgets: widgets.map(\.id))
            }
            throw VignetteError.unknownName(kind: "widget", given: id, known: widgets.map(\.id))
        }
        return widget
    }

    /// The families chosen by `--family` (none given, or `all`, means every family `widget` supports).
    static func families(_ chosen: [Selection<WidgetFamily>], for widget: WidgetDefinition) throws -> [WidgetFamily] {
        guard let families = chosen.chosen() else { return widget.families }
        if let unsupported = families.first(where: { !widget.families.contains($0) }) {
            throw VignetteError.unsupportedFamily(
                widget: widget.id, family: unsupported.rawValue,
                supported: widget.families.map(\.rawValue))
        }
        return families
    }

    /// The appearances asked for `family` on `device` running `os`: none given means light
    /// (lockScreen for an accessory family; dark on a watch), `all` means every appearance the
    /// family can have there, and one it cannot have is an error that says why and what it can have.
    static func appearances(
        _ chosen: [Selection<Appearance>], for family: WidgetFamily, on device: Device,
        os: OSVersion
    ) throws -> [Appearance] {
        try looks(
            chosen, of: WidgetRenderSpec.self, for: family, on: device, os: os,
            usual: family.isAccessory ? .lockScreen : .light)
    }

    /// The looks asked for `canvas` of a `Spec` subject on `device` running `os`: none given means `usual`
    /// (or the first look the canvas has), `all` every look it has, and one it never has is an error.
    static func looks<Spec: RenderSpec>(
        _ chosen: [Selection<Appearance>], of _: Spec.Type, for canvas: Spec.Canvas, on device: Device,
        os: OSVersion, usual: Appearance
    ) throws -> [Appearance] {
        let possible = Spec.looks(for: canvas, on: device, os: os)
        guard !chosen.isEmpty else { return [possible.contains(usual) ? usual : possible.first ?? usual] }
        guard let appearances = chosen.chosen() else { return possible }
        for appearance in appearances { try Spec.requireAvailable(appearance, for: canvas, on: device, os: os) }
        return appearances
    }

    /// A local time like `2026-11-23T09:50` or `2026-11-23T09:50:30` in `timeZone`; an explicit
    /// offset (`Z`, `+08:00`) wins. A time of day alone (`09:50`, `09:10:30`) is on the day of `day`
    /// in `timeZone` (the widget's first moment), or today without one.
    static func date(_ text: String, timeZone: TimeZone, day: Date? = nil) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        var normalized = text.replacingOccurrences(of: " ", with: "T")
        if normalized.wholeMatch(of: /\d{1,2}:\d{2}(:\d{2})?/) != nil {
            formatter.dateFormat = "yyyy-MM-dd"
            normalized = formatter.string(from: day ?? Date()) + "T" + normalized
        }
        for format in [
            "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm",
            "yyyy-MM-dd",
        ] {
            formatter.dateFormat = format
            if let date = formatter.date(from: normalized) { return date }
        }
        throw VignetteError.invalidValue(
            name: "time", value: text,
            expected: "a time like 2026-11-23T09:50 or 2026-11-23T09:10:30 (read in \(timeZone.identifier)), "
                + "2026-11-23T09:50+08:00, or 09:10:30 on the widget's first sample day")
    }

    /// A number as it was likely typed: `0`, not `0.0`.
    static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
