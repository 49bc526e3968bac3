import Vignette

/// An observable object the view creates and owns: made once, on first read, from the initial
/// expression (as SwiftUI makes it once per view identity).
@propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
    private let box: LazyBox<ObjectType>

    /// The object `thunk` makes, made on first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = LazyBox(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.value }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.value) }
}

/// An observable object passed in from outside the view.
@propertyWrapper @dynamicMemberLookup public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// A binding to a property of the object (through the wrapper).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An observable object an ancestor supplied with `environmentObject(_:)`; reading one no
/// ancestor supplied stops the render with SwiftUI's message, naming the type.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Reads the object of this type from the environment.
    public init() {}

    /// The object, read when the view's body is evaluated.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// The environment slot of one observable-object type.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// `environmentObject(_:)`: the content below reads `object` through `@EnvironmentObject`.
nonisolated struct EnvironmentObjectWriter<Content: View, ObjectType: ObservableObject>: View, PrimitiveView {
    let content: Content
    let object: ObjectType

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        var inside = environment
        inside[EnvironmentObjectKey<ObjectType>.self] = object
        return SwiftUI.lower(content, in: inside)
    }
}

nonisolated extension View {
    /// Supplies `object` to the `@EnvironmentObject`s of this view and everything inside it.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        EnvironmentObjectWriter(content: self, object: object)
    }
}

/// A value made on first read and kept.
final class LazyBox<Value>: @unchecked Sendable {
    private var made: Value?
    private let make: () -> Value
    init(_ make: @escaping () -> Value) { self.make = make }
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
