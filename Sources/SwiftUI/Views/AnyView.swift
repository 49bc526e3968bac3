import Vignette

/// Any view, its type erased; lowers to what the view lowers to.
nonisolated public struct AnyView: View, PrimitiveView {
    private let lowering: (EnvironmentValues) -> Node

    /// `view`, type-erased.
    public init<V: View>(_ view: V) {
        lowering = { SwiftUI.lower(view, in: $0) }
    }

    /// `view`, type-erased, when it is a view at all; nil otherwise.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.init(view)
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { lowering(environment) }
}
