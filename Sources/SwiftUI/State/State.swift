import Vignette
// Apple's SwiftUI makes Combine's names (`ObservableObject`, `@Published`) visible to a file that
// imports only SwiftUI; so does this module (Docs/SwiftUI/StateAndCombine.md).
@_exported import Combine
// And the Observation module's `@Observable` (the toolchain's own, on Linux too), as Apple's SwiftUI does.
@_exported import Observation

/// A view's own value. A widget is drawn once per entry and never runs an action that writes it,
/// so it holds its initial value for the render; a write inside `body` is kept for the rest of it.
@propertyWrapper public struct State<Value> {
    private let box: Box<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// State starting at `value`.
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Storage shared by copies of a `State`.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A value owned elsewhere, read and written through closures.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding over `get` and `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The same binding (`Binding(projectedValue)` spelling).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue in
                var whole = read()
                whole[keyPath: keyPath] = newValue
                write(whole)
            })
    }
}
