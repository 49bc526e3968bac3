import Foundation
import Vignette
import VignetteCairo

/// Runs the activity rules over every presentation × device × look × state of an
/// activity, and the activity rules once; findings merge across states and follow the same
/// `silence` settings as widgets (Docs/LiveActivities.md).
///
/// ```swift
/// let result = try ActivityLinter().lint(LiveMatchActivity.definition)
/// #expect(result.findings(atLeast: .error).isEmpty)
/// ```
public struct ActivityLinter: Sendable {
    /// The rules to run; every activity rule by default.
    public var rules: [ActivityLintRule] = ActivityLintRules.all
    /// Per-activity settings (silenced rules), keyed by the activity's id.
    public var configuration = LintConfiguration()
    /// Default: an iPhone of each Dynamic Island class and one without an island.
    public var devices: [Device]
    /// The OS whose system colours the renderings use.
    public var os: OSVersion = .default
    /// nil: every presentation each device has.
    public var presentations: [ActivityPresentation]?
    /// The device's looks; light and dark (every look an activity has) by default.
    public var appearances: [Appearance] = [.light, .dark]
    /// `appearances` as colour schemes.
    public var colorSchemes: [ColorScheme] {
        get { appearances.map(\.colorScheme) }
        set { appearances = newValue.map(Appearance.init) }
    }
    /// Where pictures and symbols come from.
    public var resources = ResourceResolver.files()

    /// The iPhone 16 Pro (393-point island class), 16 Pro Max (430) and 16e (no island).
    public static var defaultDevices: [Device] {
        ["iphone-16-pro", "iphone-16-pro-max", "iphone-16e"].compactMap { try? DeviceCatalog.standard.device(id: $0) }
    }

    /// A linter over `devices` (nil: `defaultDevices`) with every rule.
    public init(devices: [Device]? = nil) {
        self.devices = devices ?? Self.defaultDevices
    }

    /// Lints one activity with `fonts` (nil: the standard library); findings come errors first.
    public func lint(_ activity: ActivityDefinition, fonts: FontLibrary? = nil) throws -> LintResult {
        let library = try fonts ?? FontLibrary.standard()
        var result = run([activity], textEngine: try PangoTextEngine(fonts: library))
        result.findings = result.findings(atLeast: .warning)
        return result
    }

    /// Runs the rules over every activity's renderings; `progress` gets one line per activity and device.
    public func run(
        _ activities: [ActivityDefinition], textEngine: TextEngine, progress: (String) -> Void = { _ in }
    ) -> LintResult {
        var run = LintRun()
        var samples: [String: PreparedActivity] = [:]
        for activity in activities {
            let views = viewsMaker(activity)
            run.lintSubject(
                rules, ActivityLintContext(activity: activity, sample: nil, views: views),
                at: LintRun.place(widget: activity.id))
            for device in devices {
                progress("\(activity.id) on \(device.id)")
                let specs = presentations(on: device).flatMap { presentation in
                    appearances.flatMap { look in
                        activity.states.indices.map { index in
                            (
                                state: index,
                                spec: ActivityRenderSpec(
                                    presentation, device: device, os: os, appearance: look, scale: LintSample.scale,
                                    date: activity.states[index].date, timeZone: activity.timeZone)
                            )
                        }
                    }
                }
                let prepared = run.lintRenderings(
                    specs, rules: rules,
                    place: { rendering in
                        LintRun.place(
                            widget: activity.id, device: device.id, appearance: rendering.spec.appearance.rawValue,
                            moments: [activity.states[rendering.state].name],
                            presentation: rendering.spec.presentation.rawValue)
                    },
                    isFirstLook: { $0.spec.appearance == appearances.first },
                    prepare: { rendering -> (key: String, sample: ActivityLintSample) in
                        let (spec, index) = (rendering.spec, rendering.state)
                        let state = activity.states[index]
                        let key = [spec.presentation.rawValue, device.id, spec.appearance.rawValue, state.name]
                            .joined(separator: "_")
                        let prepared = try activity.prepare(
                            spec, state: index, textEngine: textEngine, resources: resources)
                        return (
                            key,
                            ActivityLintSample(
                                key: key, state: state.name, views: try views(index, state.isStale(at: state.date)),
                                prepared: prepared)
                        )
                    },
                    context: { sample, _ in ActivityLintContext(activity: activity, sample: sample, views: views) })
                for (key, sample) in prepared { samples[key] = sample.prepared }
            }
        }
        var result = Linter.settle(
            run.raw, configuration: configuration, samples: [:], renderings: run.renderings, timelines: 0)
        result.activitySamples = samples
        return result
    }

    /// The presentations asked for that `device` has.
    func presentations(on device: Device) -> [ActivityPresentation] {
        (presentations ?? ActivityPresentation.allCases).filter { $0.exists(on: device) }
    }

    /// The views of a state at its own clock, stale or not as asked.
    private func viewsMaker(_ activity: ActivityDefinition) -> @Sendable (Int, Bool) throws -> ActivityViews {
        let os = os
        return { index, stale in
            var state = activity.states[index]
            state.staleDate = stale ? state.date : nil
            let spec = ActivityRenderSpec(
                presentation: .lockScreen, device: DeviceCatalog.standard.defaultDevice, os: os,
                date: state.date, timeZone: activity.timeZone)
            return try activity.views(ActivityContext(environment: spec.environment, state: state, stateIndex: index))
        }
    }
}
