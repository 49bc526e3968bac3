import Vignette

/// Several views from one builder block; a stack lays them out as its own children.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    private let parts: [(EnvironmentValues) -> Node]

    init<each Part: View>(_ part: repeat each Part) where T == (repeat each Part) {
        value = (repeat each part)
        var parts: [(EnvironmentValues) -> Node] = []
        for view in repeat each part {
            parts.append { SwiftUI.lower(view, in: $0) }
        }
        self.parts = parts
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        .group(parts.map { $0(environment) })
    }
}
