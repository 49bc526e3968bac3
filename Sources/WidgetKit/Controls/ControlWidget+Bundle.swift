import Foundation
import SwiftUI
import Vignette

extension WidgetBundleBuilder {
    /// A control used as a statement of a bundle's body (iOS 18): listed, never drawn.
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> _ControlInBundle<Control> {
        _ControlInBundle(control: control)
    }
}

/// A control in a bundle's block. It is a `Widget` only so that the block holds it; it adds no
/// widget, only a control to the bundle's list (Docs/SwiftUI/ControlWidgets.md).
nonisolated public struct _ControlInBundle<Control: ControlWidget>: Widget, WidgetCollection {
    let control: Control

    init(control: Control) {
        self.control = control
    }

    /// The control made with its own `init()`.
    public init() {
        control = onMainActor(()) { Control() }
    }

    /// Not a widget's configuration: rendering it fails naming what to do instead.
    public var body: _BundleConfiguration { _BundleConfiguration() }

    package var widgetDescriptions: [_WidgetDescription] { [] }

    package var controlDescriptions: [_ControlDescription] {
        var description = onMainActor(control) { $0.body._control }
        description.typeName = "\(Control.self)"
        return [description]
    }
}

nonisolated extension Widget {
    /// The controls this bundle block holds (none for a widget).
    package var controlDescriptions: [_ControlDescription] {
        (self as? any WidgetCollection)?.controlDescriptions ?? []
    }
}
