import Vignette

/// `environment(_:_:)`: the content below reads `value` at `keyPath`.
struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        let inside = environment.setting(keyPath, to: value)
        let node = SwiftUI.lower(content, in: inside)
        // The one render value the core paints per subtree: its system colours resolve in it.
        return keyPath == \EnvironmentValues.colorScheme ? .modified(node, .colorScheme(inside.core.colorScheme)) : node
    }
}

extension View {
    /// Draws this view and everything inside it in `colorScheme` (iOS 13's spelling of
    /// `environment(\.colorScheme, _)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Sets an environment value for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}

/// `transformEnvironment(_:transform:)`: the content below reads the value at `keyPath` as
/// `transform` changes it.
struct EnvironmentTransformer<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        var inside = environment
        transform(&inside[keyPath: keyPath])
        return SwiftUI.lower(content, in: inside)
    }
}

extension View {
    /// Changes an environment value for this view and everything inside it.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        transform: @escaping (inout Value) -> Void
    ) -> some View {
        EnvironmentTransformer(content: self, keyPath: keyPath, transform: transform)
    }
}
