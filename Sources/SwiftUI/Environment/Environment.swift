/// Reads a value of the environment a view is lowered in: `@Environment(\.colorScheme) var scheme`.
///
/// The value is read when the view's `body` is evaluated, so it is the one in force
/// at the view's place in the tree (an `environment(_:_:)` above it, or the render's).
@propertyWrapper public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}
