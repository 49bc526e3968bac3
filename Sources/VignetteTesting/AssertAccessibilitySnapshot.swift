import Foundation
import Vignette
import VignetteSnapshots

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
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column).verify(function: function) { location in
        verifyAccessibilitySnapshot(of: widget, families: families, devices: devices, appearance: appearance, os: os,
                                    at: time, accessibility: accessibility, named: name, record: record, strategy: strategy,
                                    location: location)
    }
}
