import Foundation
import SwiftUI
import AppIntents

/// An iOS 18 control (Control Center, the Lock Screen, the Action button): compiles so a bundle that
/// holds one builds, and is listed; a control is not a widget, so nothing draws it (Docs/SwiftUI/ControlWidgets.md).
/// Isolated to the main actor, as Apple's is (`@MainActor @preconcurrency protocol ControlWidget`), as are its
/// configurations and templates.
@MainActor @preconcurrency public protocol ControlWidget {
    /// The configuration's type.
    associatedtype Body: ControlWidgetConfiguration
    /// WidgetKit makes controls itself, so they need an initializer without arguments.
    init()
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// The result builder behind `ControlWidget.body`: one configuration.
@resultBuilder public enum ControlWidgetConfigurationBuilder {
    /// The configuration itself.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A control's configuration: `StaticControlConfiguration` or `AppIntentControlConfiguration`, with modifiers.
@MainActor @preconcurrency public protocol ControlWidgetConfiguration {
    /// What the configuration declares, in Vignette's terms.
    nonisolated var _control: _ControlDescription { get }
}

/// What a control declares: enough to list it.
public struct _ControlDescription: Sendable {
    /// The control's kind.
    package var kind: String
    /// The control type's name; set when a bundle's body is read.
    package var typeName: String?
    /// The name shown in the controls gallery.
    package var displayName: String?
    /// The description shown in the controls gallery.
    package var summary: String?
    /// `StaticControlConfiguration` or `AppIntentControlConfiguration`.
    package var configuration: String

    package init(kind: String, configuration: String) {
        self.kind = kind
        self.configuration = configuration
    }
}

/// A control configuration with one of its declarations changed.
nonisolated struct ModifiedControlConfiguration: ControlWidgetConfiguration {
    let _control: _ControlDescription
}

extension ControlWidgetConfiguration {
    private func changing(_ change: (inout _ControlDescription) -> Void) -> ModifiedControlConfiguration {
        var control = _control
        change(&control)
        return ModifiedControlConfiguration(_control: control)
    }

    /// The name shown in the controls gallery.
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration {
        changing { $0.displayName = String(describing: name) }
    }

    /// The description shown in the controls gallery.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        changing { $0.summary = String(describing: description) }
    }

    /// Asks the person to configure the control when adding it; no effect here.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }

    /// Stops the system caching the control's state; no effect here.
    public func disablesControlStateCaching() -> some ControlWidgetConfiguration { self }
}

/// A control whose value comes from a provider, or that has none (iOS 18 `StaticControlConfiguration`).
nonisolated public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// What the configuration declares.
    public let _control: _ControlDescription

    /// A control of kind `kind` with no value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        _control = _ControlDescription(kind: kind, configuration: "StaticControlConfiguration")
    }

    /// A control of kind `kind` whose value `provider` gives.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        _control = _ControlDescription(kind: kind, configuration: "StaticControlConfiguration")
    }
}

/// A control the person configures with an intent (iOS 18 `AppIntentControlConfiguration`).
nonisolated public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// What the configuration declares.
    public let _control: _ControlDescription

    /// A control of kind `kind` whose value `provider` gives for the configuration intent.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        _control = _ControlDescription(kind: kind, configuration: "AppIntentControlConfiguration")
    }

    /// A control of kind `kind` drawn from its configuration intent.
    public init<Intent: ControlConfigurationIntent>(
        kind: String, intent: Intent.Type = Intent.self,
        @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content
    ) {
        _control = _ControlDescription(kind: kind, configuration: "AppIntentControlConfiguration")
    }
}

/// Gives a control's value (iOS 18).
public protocol ControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// The value shown in the controls gallery.
    var previewValue: Value { get }
    /// The value now.
    func currentValue() async throws -> Value
}

/// Gives a configurable control's value for its configuration intent (iOS 18).
public protocol AppIntentControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// The configuration intent's type.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown in the controls gallery.
    func previewValue(configuration: Configuration) -> Value
    /// The value now.
    func currentValue(configuration: Configuration) async throws -> Value
}
