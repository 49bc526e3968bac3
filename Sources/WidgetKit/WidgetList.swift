import Foundation
import SwiftUI
import Vignette

/// A bundle's block (SwiftUI's `_WidgetList`) holds the widgets of its statements.
extension _WidgetList: WidgetCollection {
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

/// A bundle's widget behind an `if` (SwiftUI's `_OptionalWidget`) holds it when the condition held.
extension _OptionalWidget: WidgetCollection {
    package var widgetDescriptions: [_WidgetDescription] { widget?.widgetDescriptions ?? [] }

    package var controlDescriptions: [_ControlDescription] { widget?.controlDescriptions ?? [] }
}
