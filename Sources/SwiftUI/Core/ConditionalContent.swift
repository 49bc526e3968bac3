import Vignette

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }

    let branch: Branch

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        switch branch {
        case .first(let view): SwiftUI.lower(view, in: environment)
        case .second(let view): SwiftUI.lower(view, in: environment)
        }
    }
}

/// An optional view (an `if` without `else`) is nothing when nil.
nonisolated extension Optional: View where Wrapped: View {
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func lower(in environment: EnvironmentValues) -> Node {
        map { SwiftUI.lower($0, in: environment) } ?? .empty
    }
}
