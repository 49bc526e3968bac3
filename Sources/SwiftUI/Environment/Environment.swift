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

/// Sendable, so a `Shape` of your own (which is `Sendable`, as Apple's `Shape` is) may read the environment: the
/// wrapper holds only a key path, and the value is read from the environment the shape is lowered in.
extension Environment: @unchecked Sendable {}
