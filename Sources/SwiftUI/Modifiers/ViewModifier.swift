import Vignette

/// A modifier of your own: a `body(content:)` that wraps the view it is applied to. Isolated to the main actor
/// as Apple's is (https://developer.apple.com/documentation/swiftui/viewmodifier).
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The content placeholder: the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside `ViewModifier.body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let lowering: (EnvironmentValues) -> Node

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { lowering(environment) }
}

/// A view with a modifier applied: `view.modifier(m)`.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier> { SwiftUI.lower(content, in: $0) }
        let body = EnvironmentValues.$current.withValue(environment) {
            onMainActor((modifier, placeholder)) { $0.0.body(content: $0.1) }
        }
        return SwiftUI.lower(body, in: environment)
    }
}

nonisolated extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
