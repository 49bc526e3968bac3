import Vignette

/// `environment(_:_:)`: the content below reads `value` at `keyPath`.
struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        SwiftUI.lower(content, in: environment.setting(keyPath, to: value))
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}
