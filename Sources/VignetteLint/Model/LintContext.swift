import Foundation
import Vignette
import VignetteTimeline

/// What a rule sees: the widget and its lint settings, plus either one rendering (layout
/// and appearance rules) with access to its siblings, or the provider's probe (timeline rules).
public final class LintContext: LintSubjectContext {
    /// What a widget rule looks at.
    public typealias Scope = WidgetLintScope

    /// The widget under check.
    public let widget: WidgetDefinition
    /// The widget's lint settings from the configuration file.
    public let settings: WidgetLintSettings
    private let rendering: LintSample?
    private let timeline: ProviderProbe?
    private let siblings: (WidgetFamily, Appearance) -> LintSample?

    /// A context for a rendering rule (`sample`) or a timeline rule (`probe`); `siblings` finds other renderings of the widget.
    public init(
        widget: WidgetDefinition, settings: WidgetLintSettings, sample: LintSample? = nil,
        probe: ProviderProbe? = nil, siblings: @escaping (WidgetFamily, Appearance) -> LintSample? = { _, _ in nil }
    ) {
        self.widget = widget
        self.settings = settings
        rendering = sample
        timeline = probe
        self.siblings = siblings
    }

    /// The rendering under check; layout and appearance rules always have one.
    public var sample: LintSample {
        guard let rendering else { preconditionFailure("a timeline rule asked for a rendering") }
        return rendering
    }

    /// The provider's probe; timeline rules always have one.
    public var probe: ProviderProbe {
        guard let timeline else { preconditionFailure("a rendering rule asked for the timeline") }
        return timeline
    }

    /// The same widget, device and moment in another family or appearance, if it was rendered.
    public func sibling(family: WidgetFamily, appearance: Appearance) -> LintSample? {
        siblings(family, appearance)
    }
}
