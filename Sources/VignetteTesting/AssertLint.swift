import Foundation
import Vignette
import VignetteLint
import VignetteTimeline

/// Fails the running test once per lint finding of `severity` or worse that `widget` has in
/// the given families × appearances × devices × moments (nil: every one the widget has;
/// devices: the smallest and the largest iPhone), each at the call's file and line with the
/// finding's rule, place, message, node, frame and guidance; from Swift Testing or XCTest.
///
/// ```swift
/// @Test func nextClassFollowsTheGuidelines() {
///     assertNoLintFindings(of: NextClass.definition, families: [.systemSmall], atLeast: .warning)
/// }
/// ```
/// - Parameters:
///   - timeline: the widget's provider, to run the timeline rules too.
///   - configuration: app names, relevance range and rules silenced with a reason.
/// - Returns: the lint's result, for further checks.
@discardableResult public func assertNoLintFindings(
    of widget: WidgetDefinition,
    timeline: AnyTimelineWidget? = nil,
    families: [WidgetFamily]? = nil,
    appearances: [Appearance]? = nil,
    devices: [Device]? = nil,
    os: OSVersion = .default,
    moments: [String]? = nil,
    atLeast severity: LintRule.Severity = .warning,
    rules: [LintRule] = LintRules.all,
    configuration: LintConfiguration = LintConfiguration(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> LintResult? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let linter = Linter(
        families: families, appearances: appearances, devices: devices, os: os, moments: moments,
        rules: rules, configuration: configuration)
    let result: LintResult
    do {
        result = try linter.lint(widget, timeline: timeline)
    } catch {
        site.fail("cannot lint \(widget.id): \(error)", attachments: [])
        return nil
    }
    for finding in result.findings(atLeast: severity) {
        site.fail("lint: \(finding)", attachments: [])
    }
    return result
}
