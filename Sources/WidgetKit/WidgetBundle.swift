import Foundation
import SwiftUI
import Vignette

/// Something that holds widgets rather than being one: a bundle's block or an `if`.
package protocol WidgetCollection {
    /// The configurations of the widgets held, nested collections opened.
    var widgetDescriptions: [_WidgetDescription] { get }
    /// The controls held (iOS 18 `ControlWidget`s), which are listed and never drawn.
    var controlDescriptions: [_ControlDescription] { get }
}

nonisolated extension Widget {
    /// This widget's configuration, or those of the widgets it holds (its `body`, main-actor code, read there).
    package var widgetDescriptions: [_WidgetDescription] {
        if let collection = self as? any WidgetCollection { return collection.widgetDescriptions }
        var description = onMainActor(self) { $0.body._description }
        description.typeName = "\(Self.self)"
        return [description]
    }
}
