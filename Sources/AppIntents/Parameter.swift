import Foundation

/// A setting of an intent, with a title and the value it has until the user changes it.
///
/// A widget rendered by Vignette sees each parameter's default (Docs/SwiftUI.md §5).
@propertyWrapper public struct Parameter<Value: Sendable>: Sendable {
    /// The name shown in the widget's settings.
    public let title: LocalizedStringResource
    /// The current value.
    public var wrappedValue: Value

    /// A parameter titled `title` starting at `defaultValue`.
    public init(title: LocalizedStringResource, default defaultValue: Value) {
        self.title = title
        wrappedValue = defaultValue
    }

    /// A parameter titled `title` starting at the wrapped value's initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.wrappedValue = wrappedValue
    }

    /// An optional parameter titled `title`, empty until set.
    public init<Wrapped: Sendable>(title: LocalizedStringResource) where Value == Wrapped? {
        self.title = title
        wrappedValue = nil
    }
}
