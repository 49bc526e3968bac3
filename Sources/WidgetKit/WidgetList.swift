import Foundation
import Vignette

/// The widgets of a `WidgetBundle` block. It is a `Widget` only so that `some Widget`
/// holds it; rendering it as one widget fails naming it (render the widgets it holds).
public struct _WidgetList<each W: Widget>: Widget, WidgetCollection {
    let widgets: (repeat each W)

    init(_ widget: repeat each W) {
        widgets = (repeat each widget)
    }

    /// Each widget made with its own `init()`.
    public init() {
        widgets = (repeat (each W).init())
    }

    /// Not one configuration: the bundle's widgets each have theirs.
    public var body: _BundleConfiguration { _BundleConfiguration() }

    package var widgetDescriptions: [_WidgetDescription] {
        var descriptions: [_WidgetDescription] = []
        for widget in repeat each widgets {
            descriptions += widget.widgetDescriptions
        }
        return descriptions
    }

    package var controlDescriptions: [_ControlDescription] {
        var descriptions: [_ControlDescription] = []
        for widget in repeat each widgets {
            descriptions += widget.controlDescriptions
        }
        return descriptions
    }
}

/// A bundle's widget behind an `if`.
public struct _OptionalWidget<W: Widget>: Widget, WidgetCollection {
    let widget: W?

    init(widget: W?) {
        self.widget = widget
    }

    /// The widget made with its own `init()`.
    public init() {
        widget = W()
    }

    /// Not one configuration: the widget it may hold has its own.
    public var body: _BundleConfiguration { _BundleConfiguration() }

    package var widgetDescriptions: [_WidgetDescription] { widget?.widgetDescriptions ?? [] }

    package var controlDescriptions: [_ControlDescription] { widget?.controlDescriptions ?? [] }
}

/// The configuration of a bundle's block: rendering it fails naming what to do instead.
public struct _BundleConfiguration: WidgetConfiguration {
    /// A description whose content is the error.
    public var _description: _WidgetDescription {
        _WidgetDescription(kind: "WidgetBundle") { _ in throw WidgetKitError.bundleIsNotAWidget }
    }
}
