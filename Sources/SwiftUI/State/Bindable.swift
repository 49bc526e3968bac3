import Foundation
import Observation

/// Bindings to the properties of an observable object (iOS 17, https://developer.apple.com/documentation/swiftui/bindable):
/// `$model.name` is a `Binding` reading and writing `model.name`, as Apple's; written as a property, a
/// parameter or a local (`@Bindable var timeMachine = self.timeMachine`, daneden/TimeMachine).
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
    /// The object bindings are made to.
    public var wrappedValue: Value

    /// Itself: `$model` gives the bindable whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A bindable of `wrappedValue` (`@Bindable var model = object`).
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// A bindable of `wrappedValue` (`Bindable(object)`).
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// A binding to the object's property at `keyPath`, reading and writing it on the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
