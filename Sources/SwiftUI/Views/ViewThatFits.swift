import Vignette

/// The first of its views whose ideal size fits the space offered on `axes`, or the last when
/// none does; lowers to the core's `firstThatFits` (Docs/SwiftUI/Containers.md).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// A choice among `content`, in order of preference: usually largest first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        .firstThatFits(axes.core, SwiftUI.lower(content, in: environment).stackChildren)
    }
}
