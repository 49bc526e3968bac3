import Vignette

/// Views kept together without a layout of their own: a stack lays them out as its children.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// A group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        .group(SwiftUI.lower(content, in: environment).stackChildren)
    }
}
