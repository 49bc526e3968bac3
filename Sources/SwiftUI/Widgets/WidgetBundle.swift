/// The widgets an extension offers, marked `@main` as in WidgetKit.
///
/// Declared in SwiftUI, as Apple's is (https://developer.apple.com/documentation/swiftui/widgetbundle),
/// so a bundle in a file that imports only SwiftUI compiles; its `main()` is WidgetKit's, as on iOS.
/// On Linux the files holding it build as an **executable** target (a library with `@main`
/// clashes with the test runner's `main` at link time); running it prints the bundle's widgets
/// as JSON, and tests import it with `@testable import` as any executable target. Isolated to the main actor
/// as Apple's is (`@MainActor @preconcurrency`, https://developer.apple.com/documentation/swiftui/widgetbundle).
@MainActor @preconcurrency public protocol WidgetBundle {
    /// The bundle's widgets.
    associatedtype Body: Widget
    /// WidgetKit makes the bundle itself.
    init()
    /// The widgets, one per statement.
    @WidgetBundleBuilder var body: Body { get }
}

/// The result builder behind `WidgetBundle.body`: widgets, and `if` (e.g. `if #available`).
/// Declared in SwiftUI, as Apple's is (https://developer.apple.com/documentation/swiftui/widgetbundlebuilder).
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

/// The widgets of a `WidgetBundle` block. It is a `Widget` only so that `some Widget`
/// holds it; rendering it as one widget fails naming it (render the widgets it holds).
nonisolated public struct _WidgetList<each W: Widget>: Widget {
    /// The block's widgets, which WidgetKit lists.
    package let widgets: (repeat each W)

    init(_ widget: repeat each W) {
        widgets = (repeat each widget)
    }

    /// Each widget made with its own `init()`, main-actor code as `Widget.init()` is.
    @MainActor public init() {
        widgets = (repeat (each W).init())
    }

    /// Not one configuration: the bundle's widgets each have theirs.
    public var body: _BundleConfiguration { _BundleConfiguration() }
}

/// A bundle's widget behind an `if`.
nonisolated public struct _OptionalWidget<W: Widget>: Widget {
    /// The widget, when the condition held.
    package let widget: W?

    init(widget: W?) {
        self.widget = widget
    }

    /// The widget made with its own `init()`, main-actor code as `Widget.init()` is.
    @MainActor public init() {
        widget = W()
    }

    /// Not one configuration: the widget it may hold has its own.
    public var body: _BundleConfiguration { _BundleConfiguration() }
}
