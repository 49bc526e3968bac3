import Foundation
import SwiftUI
import Vignette
import VignetteTesting
import VignetteTimeline
import WidgetKit

// The test-side names of a package whose widgets are in SwiftUI spelling: the assertions of
// VignetteTesting taking the shipping `Widget` itself. Linux only, like VignetteSwiftUI.

/// Asserts that `widget` — the `Widget` your extension ships — renders as its references
/// under `Snapshots/`, in every family × device × appearance asked for.
///
/// The widget's provider is asked for its timeline and the entry in force at `time` is drawn
/// (the first entry when all are later, as a provider that dates entries by `Date()` makes
/// them); give `time` for a render that does not depend on the day the test runs. Files are
/// named after the widget's type: `StepsWidget_systemSmall_…png`.
///
/// ```swift
/// @Test func steps() {
///     assertSnapshot(of: StepsWidget(), families: [.systemSmall], appearances: [.light, .dark])
/// }
/// ```
public func assertSnapshot<W: WidgetKit.Widget>(
    of widget: W,
    families: [WidgetKit.WidgetFamily]? = nil,
    devices: [Device]? = nil,
    appearances: [Appearance] = [.light],
    os: OSVersion = .default,
    scale: CGFloat? = nil,
    at time: Date? = nil,
    entry: ProviderEntry = .timeline,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: widget,
        as: .image(
            families: families, devices: devices, appearances: appearances, os: os, scale: scale,
            at: time, entry: entry),
        named: name, record: record, strategy: strategy, fileID: fileID, filePath: filePath,
        function: function, line: line, column: column)
}

extension SnapshotRendering where Subject: WidgetKit.Widget, Value == SnapshotBitmap {
    /// The `Widget` your extension ships painted in every family × device × appearance asked
    /// for: the core `.image(…)` pulled back through the `WidgetDefinition` the widget lowers to
    /// (files named after its type). `time` picks the provider's entry in force then.
    ///
    /// ```swift
    /// assertSnapshot(of: StepsWidget(), as: .image(families: [.systemSmall], appearances: [.light, .dark]))
    /// ```
    public static func image(
        families: [WidgetKit.WidgetFamily]? = nil, devices: [Device]? = nil,
        appearances: [Appearance] = [.light], os: OSVersion = .default, scale: CGFloat? = nil,
        at time: Date? = nil, entry: ProviderEntry = .timeline
    ) -> Self {
        SnapshotRendering<WidgetDefinition, SnapshotBitmap>
            .image(
                families: families?.map(\.core), devices: devices, appearances: appearances, os: os, scale: scale,
                at: time.map(SnapshotTime.date)
            )
            .pullback { (widget: Subject) in WidgetDefinition(widget, id: "\(Subject.self)", entry: entry) }
    }
}

/// Fails the running test once per lint finding of `severity` or worse that `widget` has,
/// its provider's timeline judged too (the timeline rules call the real provider).
///
/// ```swift
/// @Test func stepsFollowsTheGuidelines() {
///     assertNoLintFindings(of: StepsWidget(), families: [.systemSmall])
/// }
/// ```
@discardableResult public func assertNoLintFindings<W: WidgetKit.Widget>(
    of widget: W,
    families: [WidgetKit.WidgetFamily]? = nil,
    appearances: [Appearance]? = nil,
    devices: [Device]? = nil,
    os: OSVersion = .default,
    atLeast severity: LintRule.Severity = .warning,
    rules: [LintRule] = LintRules.all,
    configuration: LintConfiguration = LintConfiguration(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> LintResult? {
    let id = "\(W.self)"
    let description = onMainActor(widget) { $0.body._description }
    return assertNoLintFindings(
        of: WidgetDefinition(widget, id: id),
        timeline: AnyTimelineWidget(
            description, id: id, timeZone: TimeZone(identifier: "UTC")!,
            timeout: 10),
        families: families?.map(\.core), appearances: appearances, devices: devices, os: os,
        atLeast: severity, rules: rules, configuration: configuration,
        fileID: fileID, filePath: filePath, line: line, column: column)
}
