import Foundation

/// An object whose properties can be read by name: Apple's key-value coding, which Foundation on Linux
/// lacks. `NSSortDescriptor(key:ascending:selector:)` reads the key through it; CoreData's
/// `NSManagedObject` conforms. Other objects are read by their stored properties' names (`Mirror`).
public protocol KeyValueReading {
    /// The value of the property named `key`, or nil.
    func value(forKey key: String) -> Any?
}

/// The value at `keyPath` (names joined by dots) in `object`: through `KeyValueReading`, a dictionary's
/// entry, or a stored property of that name (a superclass's too); nil when there is none.
package func keyValue(of object: Any?, at keyPath: String) -> Any? {
    var current: Any? = object
    for key in keyPath.split(separator: ".").map(String.init) {
        guard let value = current.flatMap({ unwrap($0) }) else { return nil }
        if let readable = value as? KeyValueReading {
            current = readable.value(forKey: key)
        } else if let dictionary = value as? [String: Any] {
            current = dictionary[key]
        } else {
            var mirror: Mirror? = Mirror(reflecting: value)
            current = nil
            while let level = mirror {
                if let child = level.children.first(where: { $0.label == key }) {
                    current = child.value
                    break
                }
                mirror = level.superclassMirror
            }
        }
    }
    return current.flatMap { unwrap($0) }
}

/// `value` with any optional around it taken off; nil for an optional holding nothing.
private func unwrap(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrap($0.value) }
}

extension NSSortDescriptor {
    /// Orders objects by the value of `key` (a key path, names joined by dots), compared with the
    /// selector's method called on the first value with the second (Apple's
    /// `init(key:ascending:selector:)`; nil is `compare(_:)`). A value that is nil orders before any
    /// other, as Apple's; values without the method stop the program, as Apple's sorting raises.
    /// Foundation on Linux reads no key: the key is read with `KeyValueReading`, a dictionary's entry or
    /// a stored property of that name.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(keyPath: \NSSortDescriptorObject.self, ascending: ascending) { first, second in
            let firstValue: Any? = key.map { keyValue(of: first, at: $0) } ?? first
            let secondValue: Any? = key.map { keyValue(of: second, at: $0) } ?? second
            switch (firstValue, secondValue) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case (let lhs?, let rhs?):
                guard let selector else { return defaultCompare(lhs, rhs) }
                let result = selector.perform(on: comparable(lhs, for: selector), with: [rhs])
                guard let order = result as? ComparisonResult else {
                    fatalError("\(selector) returned \(result.map { "\($0)" } ?? "nil"), not a ComparisonResult")
                }
                return order
            }
        }
    }
}

extension NSSortDescriptor {
    /// Orders objects by the value of `key` compared with `compare(_:)` (Apple's `init(key:ascending:)`, which
    /// Foundation on Linux marks unavailable for want of key-value coding): as `init(key:ascending:selector:)`
    /// with no selector. HealthKit queries take one keyed `HKSampleSortIdentifierStartDate` (7III_Meditation).
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, selector: nil)
    }
}

/// What an `NSSortDescriptor(key:ascending:selector:)` compares: the whole object (its key is read
/// by the comparator). Any value is one.
package typealias NSSortDescriptorObject = Any

/// A string value as an `NSString` when the selector's method is `NSString`'s (Apple's key-value coding
/// gives `NSString`s; Swift's `String` has the methods but is not the class).
private func comparable(_ value: Any, for selector: Selector) -> Any {
    if let string = value as? String, !selector.isImplemented(by: value) { return NSString(string: string) }
    return value
}

/// Apple's `compare(_:)` of two property values: numbers, strings and dates by their order.
private func defaultCompare(_ lhs: Any, _ rhs: Any) -> ComparisonResult {
    if let lhs = lhs as? String, let rhs = rhs as? String { return lhs.compare(rhs) }
    if let lhs = lhs as? Date, let rhs = rhs as? Date { return lhs.compare(rhs) }
    if let lhs = lhs as? NSNumber, let rhs = rhs as? NSNumber { return lhs.compare(rhs) }
    if let lhs = lhs as? Double, let rhs = rhs as? Double {
        return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }
    if let lhs = lhs as? Int, let rhs = rhs as? Int {
        return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }
    fatalError("compare(_:) of \(type(of: lhs)) and \(type(of: rhs)): neither strings, numbers nor dates")
}
