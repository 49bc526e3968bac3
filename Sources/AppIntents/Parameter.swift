import Foundation

/// A setting of an intent, with a title and the value it has until the user changes it.
///
/// A class, as Apple's is, so that a configured copy of an intent and the widget's reads share
/// the values Vignette sets by name (Docs/SwiftUI/AppIntents.md). A widget rendered by Vignette sees each
/// parameter's default unless a value is given by name.
@propertyWrapper public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    /// The name shown in the widget's settings.
    public let title: LocalizedStringResource
    /// What the parameter is for, shown under its title.
    public let description: LocalizedStringResource?
    private let lock = NSLock()
    private var storage: Value?
    /// The value given at declaration, kept to describe the parameter.
    let declaredDefault: Value?

    /// The current value. Reading a non-optional parameter that has neither a default nor a
    /// value stops the program naming it (an entity parameter gets its query's `defaultResult()`
    /// before a render).
    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            guard let storage else {
                fatalError("the intent parameter '\(title)' has no value: give it a default or a value by name")
            }
            return storage
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storage = newValue
        }
    }

    /// The parameter itself (`$name`), as the parameter summary names it.
    public var projectedValue: IntentParameter<Value> { self }

    /// A parameter titled `title` starting at `defaultValue`.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value
    ) {
        self.title = title
        self.description = description
        storage = defaultValue
        declaredDefault = defaultValue
    }

    /// A parameter titled `title` starting at the wrapped value's initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        self.description = description
        storage = wrappedValue
        declaredDefault = wrappedValue
    }

    /// A parameter titled `title` without a default: empty when optional, else set before use.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        self.description = description
        storage = (Value.self as? any _OptionalIntentValue.Type)?.nilValue as? Value
        declaredDefault = nil
    }

    /// Whether the parameter holds a value (an optional parameter holding nil does).
    var hasValue: Bool {
        lock.lock()
        defer { lock.unlock() }
        return storage != nil
    }

    /// The value if set, without stopping.
    var currentValue: Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// `@Parameter`, as Apple's AppIntents spells `IntentParameter` inside intents.
public typealias Parameter<Value: Sendable> = IntentParameter<Value>

/// Optional parameter types, whose unset value is nil.
protocol _OptionalIntentValue {
    static var nilValue: Self { get }
    var isNone: Bool { get }
}

extension Optional: _OptionalIntentValue {
    static var nilValue: Wrapped? { nil }
    var isNone: Bool { self == nil }
}
