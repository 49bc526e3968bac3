import Vignette

/// Nothing: takes no space and no spacing in a stack.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { .empty }
}
