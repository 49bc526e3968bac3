import Foundation
import Vignette

/// Flexible space along the enclosing stack's axis; lowers to the core's `spring`.
nonisolated public struct Spacer: View, PrimitiveView {
    /// The least length it takes; nil for the default spacing.
    public var minLength: CGFloat?

    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { .spring(minLength: minLength) }
}
