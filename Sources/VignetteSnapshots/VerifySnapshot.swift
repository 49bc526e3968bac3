import Foundation
import Vignette

/// Renders `subject` as `rendering` says (`.image(…)`, `.accessibility(…)`) and compares each
/// render with its reference under `Snapshots/`, recording as the record mode says.
///
/// The core of `assertSnapshot`, free of any test framework: it returns a report whose
/// `failureMessage` is nil when everything matches. Every other `verifySnapshot` spelling is
/// this one with a rendering made from its parameters.
///
/// - Parameters:
///   - subject: the widget or Live Activity rendered.
///   - rendering: which references it has and how each is rendered (`SnapshotRendering`).
///   - name: added to the file names, to tell several assertions in one test apart.
///   - record: overrides `VIGNETTE_RECORD` and the `CI` default for this call.
///   - strategy: the fonts to draw with and how renders are compared; `.standard` by default.
///   - location: where the test's references, artifacts and records live.
///   - environment: the process environment, injectable for tests. `VIGNETTE_SHARD=i/n`
///     checks only the references in shard i of n (`Shard`), to split a suite across CI jobs.
public func verifySnapshot<Subject, Value>(
    of subject: Subject,
    as rendering: SnapshotRendering<Subject, Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    verify(
        subject, as: rendering, named: name, record: record, strategy: strategy, location: location,
        environment: environment)
}

/// `verifySnapshot(of:as: .image(…))` with the rendering's parameters spelled out; see
/// `SnapshotRendering.image(families:devices:appearances:os:scale:at:accessibility:)`.
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
    verifySnapshot(
        of: widget,
        as: .image(
            families: families, devices: devices, appearances: appearances, os: os, scale: scale,
            at: time, accessibility: accessibility),
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
    verifySnapshot(
        of: WidgetDefinition.snapshotSubject(element, named: name),
        as: .image(
            families: families, devices: devices, appearances: appearances, os: os, scale: scale, at: time,
            accessibility: accessibility),
        named: nil, record: record, strategy: strategy, location: location, environment: environment)
}

/// A Live Activity in every device × content state × colour scheme × presentation asked for:
/// `verifySnapshot(of:as: .image(presentations:…))` spelled out.
///
/// References: `Snapshots/<test file>/<test function>/<activity>_<presentation>_<device>_<os>_<light|dark>@<scale>x_<state>[_<name>].png`
/// (`ActivityRenderSpec.fileStem`).
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
    verifySnapshot(
        of: activity,
        as: .image(
            presentations: presentations, colorSchemes: colorSchemes, devices: devices, os: os,
            scale: scale, states: states),
        named: name, record: record, strategy: strategy, location: location, environment: environment)
}

/// Lays `widget` out in every family × device asked for and compares what VoiceOver reads
/// there, in order, with a text reference under `Snapshots/`, recording as the record mode says.
///
/// `verifySnapshot(of:as: .accessibility(…))` spelled out; the core of `assertAccessibilitySnapshot`. A reference is the
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
    verifySnapshot(
        of: widget,
        as: .accessibility(
            families: families, devices: devices, appearance: appearance, os: os, at: time,
            accessibility: accessibility),
        named: name, record: record, strategy: strategy, location: location, environment: environment)
}
