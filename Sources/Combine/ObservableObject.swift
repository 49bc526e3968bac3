import Foundation

/// An object whose `objectWillChange` fires before any of its `@Published` properties changes.
public protocol ObservableObject: AnyObject {
    /// The publisher of `objectWillChange`.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made on first use and kept for the object's lifetime (Combine
    /// synthesises one stored publisher per object; this keeps it in a table by identity).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// The publisher of `objectWillChange`: sends nothing but the fact of a change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// No value: only that the object will change.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells subscribers the object will change.
    public func send() { subject.send(()) }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    private static let lock = NSLock()
    /// Publishers by object, each released with its object (a weak key).
    nonisolated(unsafe) private static var table:
        [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    /// The publisher of `object`, made on first use.
    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        // A freed object's identity can be reused: only a live entry for this object counts.
        if let entry = table[id], entry.object.value === object { return entry.publisher }
        table = table.filter { $0.value.object.value != nil }
        let publisher = ObservableObjectPublisher()
        table[id] = (Weak(object), publisher)
        return publisher
    }

    struct Weak {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }
}

/// A property that tells its object's `objectWillChange` before each change, and publishes its values
/// through `$name`.
@propertyWrapper public struct Published<Value> {
    private var value: Value
    private let subject: PublishedBox<Value>

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        value = wrappedValue
        subject = PublishedBox(wrappedValue)
    }

    /// Read through the enclosing object (Combine forbids this outside a class).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's values: the current one first, then each new one (Combine's `Published.Publisher`).
    public var projectedValue: Publisher {
        Publisher(subject: subject)
    }

    /// The value, through its object: setting it sends the object's `objectWillChange` first.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject {
                (observable.objectWillChange as? ObservableObjectPublisher)?.send()
            }
            // Combine publishes in the property's willSet: subscribers see the new value before it is stored.
            object[keyPath: storageKeyPath].subject.subject.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    /// `$property`: the current value, then each value set.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never
        let subject: PublishedBox<Value>
        /// Attaches `subscriber`: the current value first, then each new one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.subject.receive(subscriber: subscriber)
        }
    }
}

/// The subject behind a `@Published` property, shared by copies of the wrapper: it holds the newest value
/// (sent before the property stores it, as Combine publishes in `willSet`).
final class PublishedBox<Value>: @unchecked Sendable {
    let subject: CurrentValueSubject<Value, Never>
    init(_ value: Value) { subject = CurrentValueSubject(value) }
}
