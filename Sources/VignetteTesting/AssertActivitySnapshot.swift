import Foundation
import Vignette
import VignetteSnapshots

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
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column).verify(function: function) { location in
        verifySnapshot(of: activity, presentations: presentations, colorSchemes: colorSchemes, devices: devices,
                       os: os, scale: scale, states: states, named: name, record: record, strategy: strategy,
                       location: location)
    }
}
