import Foundation
import Vignette

/// Children leading to trailing; lowers to the core's `row` (Docs/LayoutSemantics.md).
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack of `content`, aligned across by `alignment`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        Node.row(alignment.core, spacing: spacing, SwiftUI.lower(content, in: environment).stackChildren)
            .aligned(by: alignment.custom.map { CustomAlignment(vertical: $0) })
    }
}
