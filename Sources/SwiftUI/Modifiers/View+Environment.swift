import Vignette

/// `environment(_:_:)`: the content below reads `value` at `keyPath`.
nonisolated struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        lowerChanged(content, from: environment, to: environment.setting(keyPath, to: value))
    }
}

/// `content` lowered in `inside`, an environment changed from `outside`. The colour scheme is the one
/// render value the core paints per subtree, so a change to it becomes the core's modifier too.
private func lowerChanged<Content: View>(
    _ content: Content, from outside: EnvironmentValues, to inside: EnvironmentValues
) -> Node {
    let node = SwiftUI.lower(content, in: inside)
    let scheme = inside.core.colorScheme
    return scheme == outside.core.colorScheme ? node : .modified(node, .colorScheme(scheme))
}

nonisolated extension View {
    /// Draws this view and everything inside it in `colorScheme` (iOS 13's spelling of
    /// `environment(\.colorScheme, _)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// SwiftUI's `preferredColorScheme(_:)`: a preference for the enclosing presentation (a sheet, a
    /// window). A widget is drawn in the render's appearance, so the view is drawn as it is
    /// (Docs/SwiftUI/Modifiers.md).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Sets an environment value for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}

/// `transformEnvironment(_:transform:)`: the content below reads the value at `keyPath` as
/// `transform` changes it.
nonisolated struct EnvironmentTransformer<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        var inside = environment
        transform(&inside[keyPath: keyPath])
        return lowerChanged(content, from: environment, to: inside)
    }
}

nonisolated extension View {
    /// Changes an environment value for this view and everything inside it.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        transform: @escaping (inout Value) -> Void
    ) -> some View {
        EnvironmentTransformer(content: self, keyPath: keyPath, transform: transform)
    }
}
