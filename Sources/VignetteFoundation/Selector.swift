import Foundation

/// A method named for a later call: what Objective-C's `#selector(…)` gives. Linux has no Objective-C
/// runtime to find a method by its name, so the iOS reading of a package (Docs/Compatibility.md,
/// "Eleventh round (selector)") reads `#selector(` as ` Selector(`: the method reference inside
/// type-checks as Swift, and this type keeps the method itself, which `perform(_:)`,
/// `NotificationCenter.addObserver(_:selector:name:object:)`, `Timer`'s target–selector initialisers and
/// `NSSortDescriptor(key:ascending:selector:)` call.
///
/// - `Type.method` (an unapplied reference, `(Type) -> (Argument) -> Result`) is called on the object it
///   is performed on, as Objective-C sends the message to that object.
/// - A bare `method(_:)` written inside an instance method is Swift's reference to `self`'s method: it is
///   called on that `self`, whatever object it is performed on (on iOS, on the object performed on;
///   the two are the same object in the usual `addObserver(self, selector: #selector(…))`).
/// - `getter: Type.property` is read as the key path `\Type.property`; performed, it reads the property.
///
/// Selectors are equal when written at the same place (file, line and column): the method's Objective-C
/// name is not known here. On iOS two `#selector`s naming the same method at two places are equal.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Where the selector was written, `File.swift:line:column` (the file's ID as `#fileID` gives it).
    public let location: String
    /// The type whose method is named; nil for a method bound to its object.
    let receiverType: Any.Type?
    /// How many arguments the method takes (0, 1 or 2).
    let argumentCount: Int
    /// Calls the method on the receiver with the arguments; nil when the receiver is not of the type
    /// named, or an argument not of the type the method takes.
    let invoke: (_ receiver: Any?, _ arguments: [Any?]) -> Any??

    private init(
        location: String, receiverType: Any.Type?, argumentCount: Int,
        invoke: @escaping (_ receiver: Any?, _ arguments: [Any?]) -> Any??
    ) {
        self.location = location
        self.receiverType = receiverType
        self.argumentCount = argumentCount
        self.invoke = invoke
    }

    private static func place(_ file: String, _ line: Int, _ column: Int) -> String {
        "\(file):\(line):\(column)"
    }

    /// A method of `Receiver` taking no argument: `#selector(Type.method)`.
    public init<Receiver, Result>(
        _ method: @escaping (Receiver) -> () -> Result,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(location: Self.place(file, line, column), receiverType: Receiver.self, argumentCount: 0) {
            receiver, _ in
            guard let receiver = cast(receiver, to: Receiver.self) else { return nil }
            return .some(method(receiver)() as Any)
        }
    }

    /// A method of `Receiver` taking one argument: `#selector(Type.method(_:))`.
    public init<Receiver, Argument, Result>(
        _ method: @escaping (Receiver) -> (Argument) -> Result,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(location: Self.place(file, line, column), receiverType: Receiver.self, argumentCount: 1) {
            receiver, arguments in
            guard let receiver = cast(receiver, to: Receiver.self),
                let argument = cast(arguments.first ?? nil, to: Argument.self)
            else { return nil }
            return .some(method(receiver)(argument) as Any)
        }
    }

    /// A method of `Receiver` taking two arguments: `#selector(Type.method(_:with:))`.
    public init<Receiver, First, Second, Result>(
        _ method: @escaping (Receiver) -> (First, Second) -> Result,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(location: Self.place(file, line, column), receiverType: Receiver.self, argumentCount: 2) {
            receiver, arguments in
            guard let receiver = cast(receiver, to: Receiver.self),
                let first = cast(arguments.first ?? nil, to: First.self),
                let second = cast(arguments.count > 1 ? arguments[1] : nil, to: Second.self)
            else { return nil }
            return .some(method(receiver)(first, second) as Any)
        }
    }

    /// A method bound to its object taking no argument: `#selector(method)` inside an instance method.
    public init<Result>(
        _ method: @escaping () -> Result, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(location: Self.place(file, line, column), receiverType: nil, argumentCount: 0) { _, _ in
            .some(method() as Any)
        }
    }

    /// A method bound to its object taking one argument: `#selector(method(_:))` inside an instance method.
    public init<Argument, Result>(
        _ method: @escaping (Argument) -> Result, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(location: Self.place(file, line, column), receiverType: nil, argumentCount: 1) { _, arguments in
            guard let argument = cast(arguments.first ?? nil, to: Argument.self) else { return nil }
            return .some(method(argument) as Any)
        }
    }

    /// A property's getter: `#selector(getter: Type.property)`, read as `getter:\Type.property`.
    public init<Root, Value>(
        getter keyPath: KeyPath<Root, Value>, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(location: Self.place(file, line, column), receiverType: Root.self, argumentCount: 0) { receiver, _ in
            guard let receiver = cast(receiver, to: Root.self) else { return nil }
            return .some(receiver[keyPath: keyPath] as Any)
        }
    }

    /// A property's setter: `#selector(setter: Type.property)`, read as `setter:\Type.property`.
    public init<Root, Value>(
        setter keyPath: ReferenceWritableKeyPath<Root, Value>,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(location: Self.place(file, line, column), receiverType: Root.self, argumentCount: 1) {
            receiver, arguments in
            guard let receiver = cast(receiver, to: Root.self),
                let value = cast(arguments.first ?? nil, to: Value.self)
            else { return nil }
            receiver[keyPath: keyPath] = value
            return .some(())
        }
    }

    /// Whether `object` has the method: it is of the type named (a bound method: always).
    public func isImplemented(by object: Any) -> Bool {
        guard let receiverType else { return true }
        return type(of: object as Any) == receiverType || cast(object, toMetatype: receiverType)
    }

    /// Calls the method on `receiver`; the arguments past the method's are left out, missing ones are nil.
    /// A receiver without the method stops the program, as Objective-C's "unrecognized selector sent to
    /// instance" exception does.
    public func perform(on receiver: Any?, with arguments: [Any?] = []) -> Any? {
        let given =
            Array(arguments.prefix(argumentCount))
            + Array(repeating: nil, count: max(0, argumentCount - arguments.count))
        guard let result = invoke(receiver, given) else {
            fatalError(
                "unrecognized selector sent to instance: \(self) performed on \(receiver.map { "\(type(of: $0))" } ?? "nil") with \(given)"
            )
        }
        return result
    }

    /// The method's type and where it was written.
    public var description: String {
        let owner = receiverType.map { "a method of \($0)" } ?? "a method bound to its object"
        return "Selector(\(owner), \(argumentCount) argument\(argumentCount == 1 ? "" : "s"), written at \(location))"
    }

    /// Whether the two were written at the same place.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.location == rhs.location }
    /// Hashes the place written.
    public func hash(into hasher: inout Hasher) { hasher.combine(location) }
}

/// `value` as a `T`, or nil; nil given for an optional `T` is `T`'s nil.
private func cast<T>(_ value: Any?, to type: T.Type) -> T? {
    if let value, let typed = value as? T { return typed }
    if value == nil, let none = Optional<Any>.none as? T { return none }
    return nil
}

private func cast(_ value: Any, toMetatype type: Any.Type) -> Bool {
    func open<T>(_: T.Type) -> Bool { value is T }
    return _openExistential(type, do: open)
}
