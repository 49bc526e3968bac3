import Foundation
import Vignette
import VignetteSnapshots

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
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column).verify(function: function) { location in
        verifySnapshot(of: widget, families: families, devices: devices, appearances: appearances, os: os,
                       scale: scale, at: time, accessibility: accessibility, named: name, record: record, strategy: strategy,
                       location: location)
    }
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
    assertSnapshot(of: WidgetDefinition.snapshotSubject(element, named: name), families: families, devices: devices,
                   appearances: appearances, os: os, scale: scale, at: time, accessibility: accessibility, named: nil, record: record,
                   strategy: strategy, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
