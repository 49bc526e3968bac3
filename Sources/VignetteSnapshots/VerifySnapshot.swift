import Foundation
import Vignette
import VignetteCairo

/// Renders `widget` in every family × device × appearance asked for and compares each
/// render with its reference under `Snapshots/`, recording as the record mode says.
///
/// The core of `assertSnapshot`, free of any test framework: it returns a report whose
/// `failureMessage` is nil when everything matches.
///
/// - Parameters:
///   - families: nil for every family the widget supports that each device offers.
///   - devices: nil for `iphone-16-pro-max`.
///   - appearances: the colour schemes to render, `[.light]` by default.
///   - time: the render clock; nil for the widget's first moment (never the wall clock).
///   - name: added to the file names, to tell several assertions in one test apart.
///   - record: overrides `VIGNETTE_RECORD` and the `CI` default for this call.
///   - environment: the process environment, injectable for tests.
public func verifySnapshot(
    of widget: WidgetDefinition,
    families: [WidgetFamily]? = nil,
    devices: [Device]? = nil,
    appearances: [Appearance] = [.light],
    os: OSVersion = .default,
    scale: CGFloat? = nil,
    at time: SnapshotTime? = nil,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    do {
        let mode = try SnapshotRecordMode.resolve(explicit: record, environment: environment)
        let matrix = SnapshotMatrix(widget: widget, families: families,
                                    devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                                    appearances: appearances, os: os, scale: scale, time: time, name: name)
        let variants = try matrix.variants()
        let verifier = SnapshotVerifier(location: location, mode: mode, strategy: strategy, environment: environment,
                                        run: SnapshotRun.identifier(environment: environment),
                                        renderer: try SnapshotRenderer(fonts: try strategy.fonts()))
        return SnapshotReport(outcomes: variants.map { verifier.verify(widget, $0) })
    } catch {
        return SnapshotReport(outcomes: [.failed(.renderFailed(name: widget.id, reason: SnapshotVerifier.describe(error)),
                                                 attachments: [])])
    }
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
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    let node = element.node
    let widget = WidgetDefinition(id: SnapshotLocation.sanitized(name ?? "element"), displayName: name ?? "element",
                                  families: WidgetFamily.allCases) { _ in node }
    return verifySnapshot(of: widget, families: families, devices: devices, appearances: appearances, os: os,
                          scale: scale, at: time, named: nil, record: record, strategy: strategy,
                          location: location, environment: environment)
}
