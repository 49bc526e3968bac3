/// A widget: its configuration says which provider feeds it and how an entry is drawn.
///
/// Declared in SwiftUI, as Apple's is (https://developer.apple.com/documentation/swiftui/widget), so a
/// file that imports only SwiftUI can name it; WidgetKit re-exports it and adds the configurations
/// and modifiers (Docs/SwiftUI.md §1). Isolated to the main actor as Apple's is (`@MainActor @preconcurrency`).
@MainActor @preconcurrency public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// WidgetKit makes widgets itself, so they need an initializer without arguments.
    init()
    /// The widget's configuration.
    @WidgetConfigurationBuilder var body: Body { get }
}

/// The result builder behind `Widget.body`: one configuration.
@resultBuilder public enum WidgetConfigurationBuilder {
    /// The configuration itself.
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A widget's configuration: WidgetKit's `StaticConfiguration`, `AppIntentConfiguration` or
/// `ActivityConfiguration`, with its modifiers. Declared in SwiftUI, as Apple's is
/// (https://developer.apple.com/documentation/swiftui/widgetconfiguration).
///
/// Only WidgetKit's configurations conform (`_description` cannot be made outside). Isolated to the main actor
/// as Apple's is (`@MainActor @preconcurrency`); its `_description`, Vignette's own, is not.
@MainActor @preconcurrency public protocol WidgetConfiguration {
    /// What the configuration declares, in WidgetKit's terms.
    nonisolated var _description: _WidgetDescription { get }
}

/// What a configuration declares. WidgetKit, which SwiftUI cannot import, keeps the description itself
/// here and reads it back (`Sources/WidgetKit/Widget.swift`); nil is a bundle's block, not a widget.
public struct _WidgetDescription {
    /// WidgetKit's description of the configuration, or nil for a bundle's block.
    package var payload: Any?

    package init(payload: Any?) {
        self.payload = payload
    }
}

/// The configuration of a bundle's block: rendering it fails naming what to do instead (WidgetKit).
nonisolated public struct _BundleConfiguration: WidgetConfiguration {
    package init() {}

    /// A description with no widget in it.
    public var _description: _WidgetDescription { _WidgetDescription(payload: nil) }
}
