import Foundation
import Vignette

/// The widgets an extension offers, marked `@main` as in WidgetKit.
///
/// On Linux the files holding it build as an **executable** target (a library with `@main`
/// clashes with the test runner's `main` at link time); running it prints the bundle's widgets
/// as JSON, and tests import it with `@testable import` as any executable target.
public protocol WidgetBundle {
    /// The bundle's widgets.
    associatedtype Body: Widget
    /// WidgetKit makes the bundle itself.
    init()
    /// The widgets, one per statement.
    @WidgetBundleBuilder var body: Body { get }
}

/// The result builder behind `WidgetBundle.body`: widgets, and `if` (e.g. `if #available`).
@resultBuilder public enum WidgetBundleBuilder {
    /// A widget used as a statement.
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    /// The widgets of the block, in order.
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> _WidgetList<repeat each W> {
        _WidgetList(repeat each widget)
    }

    /// A widget offered only when a condition holds.
    public static func buildOptional<W: Widget>(_ widget: W?) -> _OptionalWidget<W> { _OptionalWidget(widget: widget) }
}

/// Something that holds widgets rather than being one: a bundle's block or an `if`.
package protocol WidgetCollection {
    /// The configurations of the widgets held, nested collections opened.
    var widgetDescriptions: [_WidgetDescription] { get }
    /// The controls held (iOS 18 `ControlWidget`s), which are listed and never drawn.
    var controlDescriptions: [_ControlDescription] { get }
}

extension Widget {
    /// This widget's configuration, or those of the widgets it holds.
    package var widgetDescriptions: [_WidgetDescription] {
        if let collection = self as? any WidgetCollection { return collection.widgetDescriptions }
        var description = body._description
        description.typeName = "\(Self.self)"
        return [description]
    }
}
