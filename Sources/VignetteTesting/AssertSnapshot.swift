import Foundation
import Vignette
import VignetteSnapshots

/// Asserts that `subject` renders as its references under `Snapshots/`, made as `rendering`
/// says; from a Swift Testing `@Test` or an XCTest method alike. The rendering is a value
/// (`SnapshotRendering`: `.image(…)`, `.accessibility(…)`), so one configuration serves many
/// assertions; every other `assertSnapshot` spelling is this one with its parameters spelled out.
///
/// A mismatch is reported at the call's file and line with what differs, where the actual,
/// diff and side-by-side images were written, and the run's HTML report; Swift Testing
/// also gets the images as attachments. Missing references are recorded (locally) or fail
/// (with `CI` set); see `SnapshotRecordMode`.
///
/// ```swift
/// let phone: SnapshotRendering<WidgetDefinition, SnapshotBitmap> = .image(families: [.systemSmall], appearances: [.light, .dark])
///
/// @Test func nextClass() {
///     assertSnapshot(of: NextClass.definition, as: phone)
/// }
/// ```
public func assertSnapshot<Subject, Value>(
    of subject: Subject,
    as rendering: SnapshotRendering<Subject, Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .verify(subject, as: rendering, named: name, record: record, strategy: strategy, function: function)
}

/// Asserts that `widget` renders as its references under `Snapshots/` in every family ×
/// device × appearance asked for; from a Swift Testing `@Test` or an XCTest method alike.
///
/// A mismatch is reported at the call's file and line with what differs, where the actual,
/// diff and side-by-side images were written, and the run's HTML report; Swift Testing
/// also gets the images as attachments. Missing references are recorded (locally) or fail
/// (with `CI` set); see `SnapshotRecordMode`.
///
/// References: `Snapshots/<test file>/<test function>/<widget>_<family>_<device>_<os>_<appearance>@<scale>x[_<settings>][_<name>].png`,
/// `<settings>` for display settings other than iOS's defaults (`accessibility: .sizes()` renders
/// every Dynamic Type size: `_xSmall` … `_accessibility5`, none for `large`).
///
/// ```swift
/// @Test func nextClass() {
///     assertSnapshot(of: NextClass.definition, families: [.systemSmall, .systemMedium], appearances: [.light, .dark])
/// }
/// ```
public func assertSnapshot(
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
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .verify(
            widget,
            as: .image(
                families: families, devices: devices, appearances: appearances, os: os, scale: scale, at: time,
                accessibility: accessibility),
            named: name, record: record, strategy: strategy, function: function)
}

/// `assertSnapshot` for any element (a `Node`, a `Component`…), shown as a widget of each
/// family in `families`; `name` (default `element`) starts its file names.
public func assertSnapshot(
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
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .verify(
            WidgetDefinition.snapshotSubject(element, named: name),
            as: .image(
                families: families, devices: devices, appearances: appearances, os: os, scale: scale, at: time,
                accessibility: accessibility),
            named: nil, record: record, strategy: strategy, function: function)
}

/// Asserts that a Live Activity renders as its references under `Snapshots/` in every
/// device × content state × colour scheme × presentation asked for; from a Swift Testing
/// `@Test` or an XCTest method alike, reported like the widget assertion.
///
/// Dynamic Island presentations are skipped on a device without one, where an activity
/// shows only as the Lock Screen banner. Each state renders at its own date.
///
/// References: `Snapshots/<test file>/<test function>/<activity>_<presentation>_<device>_<os>_<light|dark>@<scale>x_<state>[_<name>].png`.
///
/// ```swift
/// @Test func liveMatch() throws {
///     assertSnapshot(of: LiveMatchActivity.definition, presentations: .all, colorSchemes: [.light, .dark],
///                    devices: [try DeviceCatalog.standard.device(id: "iphone-16-pro")], states: ["kick-off", "full-time"])
/// }
/// ```
public func assertSnapshot(
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
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .verify(
            activity,
            as: .image(
                presentations: presentations, colorSchemes: colorSchemes, devices: devices, os: os,
                scale: scale, states: states),
            named: name, record: record, strategy: strategy, function: function)
}

/// Asserts that what VoiceOver reads in `widget`, in order, matches its text references under
/// `Snapshots/` in every family × device asked for; from a Swift Testing `@Test` or an XCTest
/// method alike. Missing references are recorded as image references are (`VIGNETTE_RECORD`,
/// `CI`); a mismatch is reported at the call site with the lines that changed.
///
/// References: `Snapshots/<test file>/<test function>/<widget>_<family>_<device>_<os>_<appearance>@<scale>x[_<settings>][_<name>].accessibility.txt`,
/// the transcript `vignette accessibility` prints (Docs/Accessibility.md).
///
/// ```swift
/// @Test func weatherReadsHourByHour() {
///     assertAccessibilitySnapshot(of: Weather.definition, families: [.systemMedium],
///                                 accessibility: .sizes([.large, .accessibility3]))
/// }
/// ```
public func assertAccessibilitySnapshot(
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
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .verify(
            widget,
            as: .accessibility(
                families: families, devices: devices, appearance: appearance, os: os, at: time,
                accessibility: accessibility),
            named: name, record: record, strategy: strategy, function: function)
}
