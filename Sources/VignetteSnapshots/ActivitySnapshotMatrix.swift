import Foundation
import Vignette

/// Which renders an activity assertion makes, each with its reference file name.
struct ActivitySnapshotMatrix {
    typealias Variant = SnapshotVariant<ActivityRenderSpec>

    var activity: ActivityDefinition
    var presentations: [ActivityPresentation]
    var devices: [Device]
    /// The device's looks, light or dark (`ActivityRenderSpec.looks`).
    var appearances: [Appearance]
    var os: OSVersion
    var scale: CGFloat?
    var states: [String]?
    var name: String?
    var locale = LocaleNames.standard

    /// The variants: devices outermost, then states, looks and presentations.
    ///
    /// - Throws: `VignetteError.unknownName` for a state the activity lacks, and
    ///   `SnapshotError.nothingToRender` when the matrix is empty.
    func variants() throws -> [Variant] {
        let indices =
            try states.map { try $0.map { try activity.state(named: $0).index } } ?? Array(activity.states.indices)
        var result: [Variant] = []
        for device in devices {
            for index in indices {
                for look in appearances {
                    for presentation in presentations where presentation.exists(on: device) {
                        let spec = ActivityRenderSpec(
                            presentation, device: device, os: os, appearance: look, scale: scale,
                            date: activity.states[index].date, timeZone: activity.timeZone,
                            locale: locale)
                        let stem =
                            spec.fileStem(activity: activity.id, state: activity.states[index].name)
                            + (name.map { "_" + SnapshotLocation.sanitized($0) } ?? "")
                        result.append(Variant(spec: spec, state: index, stem: stem))
                    }
                }
            }
        }
        guard !result.isEmpty else {
            throw SnapshotError.nothingToRender(widget: activity.id, reason: emptyReason(indices))
        }
        return result
    }

    private func emptyReason(_ indices: [Int]) -> String {
        if presentations.isEmpty || devices.isEmpty || appearances.isEmpty || indices.isEmpty {
            return "no presentation, look, state or device was given"
        }
        let ids = devices.map(\.id)
        let lacking = ids.count == 1 ? "\(ids[0]) has none" : "none of \(ids.joined(separator: ", ")) has one"
        return "\(presentations.map(\.rawValue).joined(separator: ", ")) \(presentations.count == 1 ? "is a" : "are") "
            + "Dynamic Island presentation\(presentations.count == 1 ? "" : "s") and \(lacking); "
            + "add .lockScreen or a device with a Dynamic Island"
    }
}
