import Foundation

/// The options of a parameter listed at run time (`@Parameter(optionsProvider:)`). Only the
/// widget's settings UI asks for them, so a render never calls `results()`; the parameter's
/// value is its default or the one given by name (Docs/SwiftUI/AppIntents.md).
public protocol DynamicOptionsProvider: Sendable {
    /// The type of the list of options.
    associatedtype Result: Sequence
    /// The type of the default option: an option's, unless given.
    associatedtype DefaultValue = Result.Element
    /// The options.
    func results() async throws -> Result
    /// The option chosen until the user picks one; nil unless given.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default option.
    public func defaultResult() async -> DefaultValue? { nil }
}

extension IntentParameter {
    /// A parameter titled `title` starting at `defaultValue`, with options listed by `optionsProvider`.
    public convenience init<P: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value, optionsProvider: P
    ) {
        self.init(title: title, description: description, default: defaultValue)
    }

    /// A parameter starting at the wrapped value's initial value, with options listed by `optionsProvider`.
    public convenience init<P: DynamicOptionsProvider>(
        wrappedValue: Value, title: LocalizedStringResource,
        description: LocalizedStringResource? = nil, optionsProvider: P
    ) {
        self.init(wrappedValue: wrappedValue, title: title, description: description)
    }

    /// A parameter without a default, with options listed by `optionsProvider`.
    public convenience init<P: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        optionsProvider: P
    ) {
        self.init(title: title, description: description)
    }
}

/// An App Intent that replaces a SiriKit custom intent of a widget made before iOS 17: the class
/// name lets the system carry a placed widget's settings over; no effect on a render.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent class this intent replaces.
    static var intentClassName: String { get }
}

/// An intent a Live Activity's `Button(intent:)` or `Toggle(intent:)` runs in the app's process;
/// a render draws the button and never runs it.
public protocol LiveActivityIntent: AppIntent {}
