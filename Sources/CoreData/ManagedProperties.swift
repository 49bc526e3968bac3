import Foundation
import VignetteFoundation

/// A hand-written `@NSManaged` property, as the iOS reading of `vignette … --package` writes it
/// (`@NSManaged public var name: String?` reads `@CDManaged public var name: String?`, a name as
/// long): accessors that read and write the object's value for the property's name, as the classes
/// generated from a model do. Swift on Linux has no Objective-C runtime to supply `@NSManaged`'s own
/// accessors (a build links with them undefined). Being accessors, it compiles in an extension, where
/// Xcode's properties files declare them (Docs/Compatibility.md, "Core Data's generated classes", hand-written classes).
@attached(accessor) public macro CDManaged() = #externalMacro(module: "VignetteMacros", type: "ManagedPropertyMacro")

/// The types an `@NSManaged` property reads as when nothing was set for it: optionals as nil, and
/// numbers and Booleans as 0 and false, as Core Data's scalar accessors and the generated classes do.
public protocol NSManagedPropertyDefault {
    /// The value read for a property nobody set.
    static var managedPropertyDefault: Self { get }
}

extension Optional: NSManagedPropertyDefault {
    /// nil.
    public static var managedPropertyDefault: Self { nil }
}

extension Bool: NSManagedPropertyDefault {
    /// false.
    public static var managedPropertyDefault: Bool { false }
}

/// Numbers read as 0.
extension NSManagedPropertyDefault where Self: Numeric {
    /// 0.
    public static var managedPropertyDefault: Self { 0 }
}

extension Int: NSManagedPropertyDefault {}
extension Int16: NSManagedPropertyDefault {}
extension Int32: NSManagedPropertyDefault {}
extension Int64: NSManagedPropertyDefault {}
extension Double: NSManagedPropertyDefault {}
extension Float: NSManagedPropertyDefault {}

extension NSManagedObject {
    /// The value set for `key` as a `Value`, for an `@NSManaged` property of another type (a
    /// non-optional `String`, `Date`, array…): a value never set stops the program naming the class,
    /// the property and its type (what Apple's accessor returns there is not modelled).
    public func managedPropertyValue<Value>(forKey key: String) -> Value {
        if let value = value(forKey: key) as? Value { return value }
        fatalError(
            "CoreData: \(type(of: self)).\(key) (@NSManaged, \(Value.self)) was never set; "
                + "a non-optional property of this type has no value to read")
    }

    /// The value set for `key` as a `Value`, or `Value.managedPropertyDefault` (nil, 0, false) when
    /// none was or it is of another type.
    public func managedPropertyValue<Value: NSManagedPropertyDefault>(forKey key: String) -> Value {
        value(forKey: key) as? Value ?? Value.managedPropertyDefault
    }
}

// `NSPredicate(format: "category = %@", category)`: Apple's format takes any object for `%@`, and a
// managed object stands for itself in a predicate. Here it is passed as its description, as `%@`
// prints an object ("String Format Specifiers"), like `NSNumber` (VignetteFoundation).
extension NSManagedObject: CVarArg, _CVarArgObject {
    /// Not used: `_cVarArgObject` is what a format reads.
    public var _cVarArgEncoding: [Int] { NSString(string: description)._cVarArgEncoding }
    /// The object's description, as `%@` prints it.
    public var _cVarArgObject: any CVarArg { NSString(string: description) }
}
