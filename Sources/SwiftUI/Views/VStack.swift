import Foundation
import Vignette

/// Children top to bottom; lowers to the core's `column` (Docs/LayoutSemantics.md).
///
/// Without a `spacing`, neighbours get the core's default spacing, as SwiftUI's.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack of `content`, aligned across by `alignment`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        Node.column(alignment.core, spacing: spacing, SwiftUI.lower(content, in: environment).stackChildren)
            .aligned(by: alignment.custom.map { CustomAlignment(horizontal: $0) })
    }
}
