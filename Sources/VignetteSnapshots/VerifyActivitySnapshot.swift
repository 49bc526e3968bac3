import Foundation
import Vignette

/// Renders `activity` in every device × content state × colour scheme × presentation asked
/// for and compares each render with its reference under `Snapshots/`, recording as the
/// record mode says: `verifySnapshot(of: WidgetDefinition…)` for a Live Activity.
///
/// References: `Snapshots/<test file>/<test function>/<activity>_<presentation>_<device>_<os>_<light|dark>@<scale>x_<state>[_<name>].png`
/// (`ActivityRenderSpec.fileStem`).
///
/// - Parameters:
///   - activity: the activity rendered, with its content states and time zone.
///   - presentations: where it is shown; `.all` by default. Dynamic Island presentations
///     are skipped on a device without one (its activities show as the banner only).
///   - colorSchemes: the device's appearance, `[.light]` by default (the island is dark in both).
///   - devices: nil for `iphone-16-pro-max`.
///   - os: whose system colours apply.
///   - scale: pixels per point; nil for each device's own scale.
///   - states: content states by name, each rendered at its own date; nil for every state.
///   - name: added to the file names, to tell several assertions in one test apart.
///   - record: overrides `VIGNETTE_RECORD` and the `CI` default for this call.
///   - strategy: the fonts, pictures and comparison, as for widgets.
///   - location: where the test's references, artifacts and records live.
///   - environment: the process environment, injectable for tests (`VIGNETTE_SHARD` applies).
public func verifySnapshot(
    of activity: ActivityDefinition,
    presentations: [ActivityPresentation] = .all,
    colorSchemes: [ColorScheme] = [.light],
    devices: [Device]? = nil,
    os: OSVersion = .default,
    scale: CGFloat? = nil,
    states: [String]? = nil,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    verifyVariants(of: activity.id, record: record, strategy: strategy, location: location, environment: environment) {
        try ActivitySnapshotMatrix(activity: activity, presentations: presentations,
                                   devices: devices ?? [DeviceCatalog.standard.defaultDevice], colorSchemes: colorSchemes,
                                   os: os, scale: scale, states: states, name: name,
                                   locale: try strategy.resolvedLocale()).variants()
    } stem: { $0.stem } verify: { verifier, variant in
        verifier.verify(activity, variant)
    }
}

extension Array where Element == ActivityPresentation {
    /// Every presentation: the Lock Screen banner and the Dynamic Island's compact, minimal
    /// and expanded ones (`presentations: .all`).
    public static var all: [ActivityPresentation] { ActivityPresentation.allCases }
}

/// Which renders an activity assertion makes, each with its reference file name.
struct ActivitySnapshotMatrix {
    struct Variant {
        var spec: ActivityRenderSpec
        /// The index of the content state in the activity's `states`.
        var state: Int
        var stem: String
    }

    var activity: ActivityDefinition
    var presentations: [ActivityPresentation]
    var devices: [Device]
    var colorSchemes: [ColorScheme]
    var os: OSVersion
    var scale: CGFloat?
    var states: [String]?
    var name: String?
    var locale = LocaleNames.standard

    /// The variants: devices outermost, then states, colour schemes and presentations.
    ///
    /// - Throws: `VignetteError.unknownName` for a state the activity lacks, and
    ///   `SnapshotError.nothingToRender` when the matrix is empty.
    func variants() throws -> [Variant] {
        let indices = try states.map { try $0.map { try activity.state(named: $0).index } } ?? Array(activity.states.indices)
        var result: [Variant] = []
        for device in devices {
            for index in indices {
                for scheme in colorSchemes {
                    for presentation in presentations where presentation.exists(on: device) {
                        let spec = ActivityRenderSpec(presentation: presentation, device: device, os: os, colorScheme: scheme,
                                                      scale: scale, date: activity.states[index].date, timeZone: activity.timeZone,
                                                      locale: locale)
                        let stem = spec.fileStem(activity: activity.id, state: activity.states[index].name)
                            + (name.map { "_" + SnapshotLocation.sanitized($0) } ?? "")
                        result.append(Variant(spec: spec, state: index, stem: stem))
                    }
                }
            }
        }
        guard !result.isEmpty else { throw SnapshotError.nothingToRender(widget: activity.id, reason: emptyReason(indices)) }
        return result
    }

    private func emptyReason(_ indices: [Int]) -> String {
        if presentations.isEmpty || devices.isEmpty || colorSchemes.isEmpty || indices.isEmpty {
            return "no presentation, colour scheme, state or device was given"
        }
        let ids = devices.map(\.id)
        let lacking = ids.count == 1 ? "\(ids[0]) has none" : "none of \(ids.joined(separator: ", ")) has one"
        return "\(presentations.map(\.rawValue).joined(separator: ", ")) \(presentations.count == 1 ? "is a" : "are") "
            + "Dynamic Island presentation\(presentations.count == 1 ? "" : "s") and \(lacking); "
            + "add .lockScreen or a device with a Dynamic Island"
    }
}
