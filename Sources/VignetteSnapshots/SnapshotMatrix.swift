import Foundation
import Vignette

/// Which renders an assertion makes: every family × device × appearance asked for,
/// each with its reference file name.
struct SnapshotMatrix {
    typealias Variant = SnapshotVariant<WidgetRenderSpec>

    var widget: WidgetDefinition
    var families: [WidgetFamily]?
    var devices: [Device]
    var appearances: [Appearance]
    var os: OSVersion
    var scale: CGFloat?
    var time: SnapshotTime?
    var name: String?
    /// Text size, Bold Text and Increase Contrast: one render per entry, in every other combination.
    var accessibility: [AccessibilitySettings] = [.standard]
    var locale = LocaleNames.standard

    /// The variants, devices outermost. Families not given default to those the widget
    /// supports and each device offers; families given must be offered. Each family gets
    /// the appearances asked for that apply to it (`Appearance.applies(to:)`).
    ///
    /// - Throws: `VignetteError.unknownName` for an unknown moment, `.unsupportedFamily` or
    ///   `.familyUnavailable` for a family given that cannot be shown, and
    ///   `SnapshotError.nothingToRender` when the matrix is empty.
    func variants() throws -> [Variant] {
        let (date, suffix) = try clock()
        var result: [Variant] = []
        for device in devices {
            let offered = device.families(os: os)
            let chosen: [WidgetFamily]
            if let families {
                for family in families where !widget.families.contains(family) {
                    throw VignetteError.unsupportedFamily(
                        widget: widget.id, family: family.rawValue,
                        supported: widget.families.map(\.rawValue))
                }
                for family in families where !offered.contains(family) {
                    throw VignetteError.familyUnavailable(
                        family: family.rawValue, device: device.description,
                        os: os.rawValue, available: offered.map(\.rawValue))
                }
                chosen = families
            } else {
                chosen = widget.families.filter(offered.contains)
            }
            for family in chosen {
                // Appearances that the family cannot have (StandBy for a medium widget or on iPad) are skipped.
                for appearance in appearances where appearance.applies(to: family, on: device.platform, os: os) {
                    for setting in accessibility {
                        var spec = WidgetRenderSpec(
                            family: family, device: device, os: os, appearance: appearance,
                            scale: scale, date: date, timeZone: widget.timeZone, locale: locale)
                        spec.accessibility = setting
                        result.append(
                            Variant(
                                spec: spec, state: 0,
                                stem: widget.fitsContent
                                    ? PreviewRenderSpec(spec).fileStem(preview: widget.id, suffix: suffix)
                                    : spec.fileStem(widget: widget.id, suffix: suffix)))
                    }
                }
            }
        }
        guard !result.isEmpty else {
            let reason =
                appearances.isEmpty || devices.isEmpty || accessibility.isEmpty
                ? "no appearance, device or display setting was given"
                : "none of its families (\(widget.families.map(\.rawValue).joined(separator: ", "))) is offered on \(devices.map(\.id).joined(separator: ", ")) with \(os.rawValue)"
            throw SnapshotError.nothingToRender(widget: widget.id, reason: reason)
        }
        return result
    }

    /// The render clock and the file-name suffix: the moment's name, or `name`.
    /// With no time given, the widget's first moment (unnamed), or a fixed date: never
    /// the wall clock, which would make every run different.
    private func clock() throws -> (Date, String?) {
        switch time {
        case .date(let date): return (date, name)
        case .moment(let momentName):
            guard let moment = widget.moments.first(where: { $0.name == momentName }) else {
                throw VignetteError.unknownName(
                    kind: "moment of '\(widget.id)'", given: momentName, known: widget.moments.map(\.name))
            }
            return (moment.date, name ?? moment.name)
        case nil: return (widget.moments.first?.date ?? WidgetEnvironment().date, name)
        }
    }
}

/// One render of a snapshot matrix, widget or Live Activity: its spec, the content state
/// (an activity's index into `states`; 0 for a widget) and its reference file name.
struct SnapshotVariant<Spec: RenderSpec> {
    var spec: Spec
    var state: Int
    var stem: String
}
