import Vignette

/// Children on top of each other, the last in front; lowers to the core's `layers`.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Layers of `content`, each aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        Node.layers(alignment.core, SwiftUI.lower(content, in: environment).stackChildren).aligned(
            by: alignment.customAlignment)
    }
}
