import Vignette

/// A hairline across the enclosing stack; lowers to the core's `rule`.
nonisolated public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { .rule }
}
