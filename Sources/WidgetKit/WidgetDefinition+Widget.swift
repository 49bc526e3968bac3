import Foundation
import SwiftUI
import Vignette

extension WidgetDefinition {
    /// The core definition of a SwiftUI-spelled widget, so every render path (snapshots,
    /// lint, the CLI's internals) takes it: its content for a render is the provider's entry
    /// at the render clock drawn by the configuration's content closure (Docs/SwiftUI.md §5).
    ///
    /// - Parameters:
    ///   - widget: the widget type's value; its `body` is read once here and per render.
    ///   - id: the id on the command line and in file names; the configuration's `kind` by default.
    ///   - timeZone: the time zone `--at` times are read in.
    ///   - moments: named instants worth rendering.
    ///   - providerTimeout: how long a provider's completion may take before the render fails.
    public init<W: Widget>(_ widget: W, id: String? = nil, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
                           moments: [Moment] = [], providerTimeout: TimeInterval = 10) {
        let description = widget.body._description
        let families = (description.families ?? WidgetKit.WidgetFamily.allCases).map(\.core)
        let box = UncheckedWidget(widget: widget)
        let id = id ?? description.kind
        self.init(id: id, displayName: description.displayName ?? id, families: families,
                  timeZone: timeZone, moments: moments) { environment in
            let description = box.widget.body._description
            guard let family = environment.family else {
                throw VignetteError.invalidValue(name: "family", value: "none", expected: "a widget family to render \(id) in")
            }
            let node = try description.content(WidgetKit.WidgetFamily(core: family), EnvironmentValues(core: environment),
                                               providerTimeout)
            return description.contentMarginsDisabled ? .modified(node, .contentMarginsDisabled) : node
        }
    }
}

/// The widget value, shared with the definition's `@Sendable` content: widgets are plain
/// values that WidgetKit itself makes with `init()`, and rendering only reads them.
private struct UncheckedWidget<W: Widget>: @unchecked Sendable {
    let widget: W
}
