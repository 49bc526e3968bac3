import Foundation
import Vignette

/// Renders `widget` in every family × device × appearance asked for and compares each
/// render with its reference under `Snapshots/`, recording as the record mode says.
///
/// The core of `assertSnapshot`, free of any test framework: it returns a report whose
/// `failureMessage` is nil when everything matches.
///
/// - Parameters:
///   - widget: the widget rendered, with its moments and time zone.
///   - families: nil for every family the widget supports that each device offers.
///   - devices: nil for `iphone-16-pro-max`.
///   - appearances: the colour schemes to render, `[.light]` by default.
///   - os: whose widget sizes and system colours apply.
///   - scale: pixels per point; nil for each device's own scale.
///   - time: the render clock; nil for the widget's first moment (never the wall clock).
///   - accessibility: text sizes, Bold Text and Increase Contrast, one render each
///     (`.sizes()` is every Dynamic Type size); iOS's defaults by default.
///   - name: added to the file names, to tell several assertions in one test apart.
///   - record: overrides `VIGNETTE_RECORD` and the `CI` default for this call.
///   - strategy: the fonts to draw with and how renders are compared; `.standard` by default.
///   - location: where the test's references, artifacts and records live.
///   - environment: the process environment, injectable for tests. `VIGNETTE_SHARD=i/n`
///     checks only the references in shard i of n (`Shard`), to split a suite across CI jobs.
public func verifySnapshot(
    of widget: WidgetDefinition,
    families: [WidgetFamily]? = nil,
    devices: [Device]? = nil,
    appearances: [Appearance] = [.light],
    os: OSVersion = .default,
    scale: CGFloat? = nil,
    at time: SnapshotTime? = nil,
    accessibility: [AccessibilitySettings] = [.standard],
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    verify(widget, as: .image(families: families, devices: devices, appearances: appearances, os: os, scale: scale, at: time,
                              accessibility: accessibility),
           named: name, record: record, strategy: strategy, location: location, environment: environment)
}

/// `verifySnapshot` for any element (a `Node`, a `Component`…): it is wrapped in a widget
/// named `name` (default `element`) that supports every family.
public func verifySnapshot(
    of element: some Element,
    families: [WidgetFamily],
    devices: [Device]? = nil,
    appearances: [Appearance] = [.light],
    os: OSVersion = .default,
    scale: CGFloat? = nil,
    at time: SnapshotTime? = nil,
    accessibility: [AccessibilitySettings] = [.standard],
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    verify(WidgetDefinition.snapshotSubject(element, named: name),
           as: .image(families: families, devices: devices, appearances: appearances, os: os, scale: scale, at: time,
                      accessibility: accessibility),
           named: nil, record: record, strategy: strategy, location: location, environment: environment)
}

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
    verify(activity, as: .image(presentations: presentations, colorSchemes: colorSchemes, devices: devices, os: os, scale: scale,
                                states: states),
           named: name, record: record, strategy: strategy, location: location, environment: environment)
}

/// Lays `widget` out in every family × device asked for and compares what VoiceOver reads
/// there, in order, with a text reference under `Snapshots/`, recording as the record mode says.
///
/// The core of `assertAccessibilitySnapshot`, free of any test framework. A reference is the
/// transcript `vignette accessibility` prints (`AccessibilityElement.transcript`), one element a
/// line: `Snapshots/<test file>/<test function>/<widget>_<family>_<device>_<os>_<appearance>@<scale>x[_<settings>][_<name>].accessibility.txt`.
/// A mismatch names the lines that changed and writes the new transcript among the failure artifacts.
///
/// - Parameters: as `verifySnapshot`, with one `appearance` (the order rarely depends on it; nil is
///   light, or lockScreen for accessory families) and `accessibility` for the text sizes to lay out
///   at (`.sizes()` for every one).
public func verifyAccessibilitySnapshot(
    of widget: WidgetDefinition,
    families: [WidgetFamily]? = nil,
    devices: [Device]? = nil,
    appearance: Appearance? = nil,
    os: OSVersion = .default,
    at time: SnapshotTime? = nil,
    accessibility: [AccessibilitySettings] = [.standard],
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    verify(widget, as: .accessibility(families: families, devices: devices, appearance: appearance, os: os, at: time,
                                      accessibility: accessibility),
           named: name, record: record, strategy: strategy, location: location, environment: environment)
}
