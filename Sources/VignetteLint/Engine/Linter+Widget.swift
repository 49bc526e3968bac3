import Foundation
import Vignette
import VignetteTimeline
import VignetteCairo

extension Linter {
    /// A linter over the given families, appearances, devices, OS and moments; nil for each
    /// means every one the widget has (devices: the smallest and the largest iPhone on `os`).
    ///
    /// ```swift
    /// let result = try Linter(families: [.systemSmall], appearances: [.light, .dark]).lint(NextClass.definition)
    /// ```
    public init(
        families: [WidgetFamily]? = nil, appearances: [Appearance]? = nil, devices: [Device]? = nil,
        os: OSVersion = .default, moments: [String]? = nil, rules: [LintRule] = LintRules.all,
        configuration: LintConfiguration = LintConfiguration()
    ) {
        self.init(devices: devices ?? Self.defaultDevices(os: os))
        self.families = families
        self.appearances = appearances
        self.os = os
        self.moments = moments
        self.rules = rules
        self.configuration = configuration
    }

    /// Lints one widget, and its provider when `timeline` is given, with `fonts` (nil: the
    /// standard library, `FontLibrary.standard()`); findings come errors first.
    ///
    /// Throws only when the fonts cannot be set up; a widget that cannot render is a
    /// `render-failed` finding, not an error.
    public func lint(
        _ widget: WidgetDefinition, timeline: AnyTimelineWidget? = nil,
        fonts: FontLibrary? = nil
    ) throws -> LintResult {
        let library = try fonts ?? FontLibrary.standard()
        var result = run(
            [LintTarget(definition: widget, timeline: timeline)],
            textEngine: try PangoTextEngine(fonts: library), renderer: try CairoRenderer(fonts: library))
        result.findings = result.findings(atLeast: .warning)
        return result
    }
}

extension LintResult {
    /// The findings of `severity` or worse, errors first, otherwise in the order found.
    public func findings(atLeast severity: LintRule.Severity) -> [LintFinding] {
        let kept = findings.filter { $0.severity >= severity }
        return kept.filter { $0.severity == .error } + kept.filter { $0.severity != .error }
    }
}

extension LintFinding: CustomStringConvertible {
    /// `file:line` of the Swift code that made the node, when known.
    public var source: String? { file.map { name in line.map { "\(name):\($0)" } ?? name } }

    /// One line with everything a failing test needs: severity, rule, where, what, the node
    /// and its frame (x, y, width×height in points), the Swift line that made it when known, and
    /// the guidance cited, e.g.
    /// `error text-too-small in bad (systemSmall, iphone-16-pro-max, light, now): 'Tiny' is set
    /// at 8 pt (minimum 11 pt); node words 'Tiny' at (16, 16, 17×10); guidance: Minimum text size…`.
    public var description: String {
        let place =
            [family, presentation, device, appearance].compactMap { $0 }
            + (moments.isEmpty ? [] : [moments.joined(separator: ", ")])
        var line = "\(severity.rawValue) \(rule) in \(widget)"
        if !place.isEmpty { line += " (\(place.joined(separator: ", ")))" }
        line += ": \(message)"
        if let node {
            line += "; node \(node)"
            if let rect { line += " at \(LintFormat.rect(rect))" }
        }
        if let source { line += "; source \(source)" }
        return line + "; guidance: \(guidance)"
    }
}
