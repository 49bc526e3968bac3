import Foundation
import Vignette
import VignetteTimeline
import VignetteCairo
import VignetteLint

/// Lints minimal widgets with one rule at a time, on the default iPhone.
enum LintHarness {
    static let date = Date(timeIntervalSince1970: 1_795_003_200)

    static func widget(
        families: [WidgetFamily] = [.systemSmall],
        @ElementBuilder _ content: @escaping @Sendable (WidgetEnvironment) -> Node
    )
        -> WidgetDefinition
    {
        WidgetDefinition(id: "test", displayName: "Test", families: families, moments: [.init(name: "now", date: date)])
        { content($0) }
    }

    /// The ids of findings `rule` makes on `definition` (and its timeline).
    static func findings(
        _ rule: LintRule, _ definition: WidgetDefinition, timeline: AnyTimelineWidget? = nil,
        appearances: [Appearance]? = [.light], settings: WidgetLintSettings = WidgetLintSettings(),
        extraRules: [LintRule] = []
    ) throws -> LintResult {
        var linter = Linter(devices: [DeviceCatalog.standard.defaultDevice])
        linter.rules = [rule] + extraRules
        linter.appearances = appearances
        linter.configuration = LintConfiguration(widgets: [definition.id: settings])
        let fonts = try FontLibrary.standard()
        return linter.run(
            [LintTarget(definition: definition, timeline: timeline)],
            textEngine: try PangoTextEngine(fonts: fonts), renderer: try CairoRenderer(fonts: fonts))
    }

    static func count(
        _ rule: LintRule, _ definition: WidgetDefinition, appearances: [Appearance]? = [.light],
        settings: WidgetLintSettings = WidgetLintSettings()
    ) throws -> Int {
        try findings(rule, definition, appearances: appearances, settings: settings).findings.filter {
            $0.rule == rule.id
        }.count
    }
}
