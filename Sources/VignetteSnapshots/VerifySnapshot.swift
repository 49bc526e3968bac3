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
    verifyVariants(of: widget.id, record: record, strategy: strategy, location: location, environment: environment) {
        try SnapshotMatrix(widget: widget, families: families, devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                           appearances: appearances, os: os, scale: scale, time: time, name: name,
                           accessibility: accessibility, locale: try strategy.resolvedLocale()).variants()
    } stem: { $0.stem } verify: { verifier, variant in
        verifier.verify(widget, variant)
    }
}

/// The matrix of renders `variants` makes, each compared with its reference under the
/// record mode, in this process's shard; what `verifySnapshot` does for widgets and activities.
func verifyVariants<Variant>(
    of subject: String, record: SnapshotRecordMode?, strategy: SnapshotStrategy, location: SnapshotLocation,
    environment: [String: String], fileExtension: String = "png", variants: () throws -> [Variant], stem: (Variant) -> String,
    verify: (SnapshotVerifier, Variant) -> SnapshotOutcome
) -> SnapshotReport {
    do {
        let mode = try SnapshotRecordMode.resolve(explicit: record, environment: environment)
        let variants = try variants()
        let run = SnapshotRun.identifier(environment: environment)
        // A passing run too replaces the report an earlier run left (FailureArtifacts.begin).
        FailureArtifacts.begin(folder: location.artifactsFolder(environment: environment), run: run)
        // With VIGNETTE_SHARD=i/n this process checks only its part (Shard.swift); the rest
        // still count as produced, so `vignette snapshots prune` does not list them.
        let shard = try Shard.from(environment: environment)
        let mine = variants.filter { variant in
            let path = location.relative(location.reference(stem(variant), fileExtension: fileExtension))
            guard shard.contains(path) else {
                TouchedReferences.note(path, packageRoot: location.packageRoot, run: run)
                return false
            }
            return true
        }
        guard !mine.isEmpty else { return SnapshotReport(outcomes: []) }
        let verifier = SnapshotVerifier(location: location, mode: mode, strategy: strategy, environment: environment,
                                        run: run, renderer: try SnapshotRenderer.forCurrentThread(fonts: try strategy.fonts(),
                                                                                         symbols: try strategy.symbols()))
        return SnapshotReport(outcomes: mine.map { verify(verifier, $0) })
    } catch {
        return SnapshotReport(outcomes: [.failed(.renderFailed(name: subject, reason: SnapshotVerifier.describe(error)),
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
    accessibility: [AccessibilitySettings] = [.standard],
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    verifySnapshot(of: WidgetDefinition.snapshotSubject(element, named: name), families: families, devices: devices,
                   appearances: appearances, os: os, scale: scale, at: time, accessibility: accessibility, named: nil, record: record,
                   strategy: strategy, location: location, environment: environment)
}

extension WidgetDefinition {
    /// An element as a widget supporting every family, named `name` (default `element`).
    package static func snapshotSubject(_ element: some Element, named name: String?) -> WidgetDefinition {
        let node = element.node
        return WidgetDefinition(id: SnapshotLocation.sanitized(name ?? "element"), displayName: name ?? "element",
                                families: WidgetFamily.allCases) { _ in node }
    }
}
