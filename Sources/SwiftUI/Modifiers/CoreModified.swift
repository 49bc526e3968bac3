import Vignette

/// A view wrapped in one core modifier (or none, for a nil argument that keeps what is
/// in force): what the built-in modifiers lower to.
///
/// The modifier is made in the environment of the view, so a background or overlay
/// view inside it reads the same `@Environment` values as the content. A modifier that is
/// also an environment value in SwiftUI (`redacted` → `redactionReasons`) changes what the
/// bodies inside read too, through `adjust`.
nonisolated struct CoreModified<Content: View>: View, PrimitiveView {
    let content: Content
    let modifier: (EnvironmentValues) -> Modifier?
    var adjust: ((inout EnvironmentValues) -> Void)?

    init(_ content: Content, _ modifier: @escaping (EnvironmentValues) -> Modifier?) {
        self.content = content
        self.modifier = modifier
    }

    init(_ content: Content, _ modifier: Modifier) {
        self.init(content) { _ in modifier }
    }

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        let node: Node
        if let adjust {
            var inside = environment
            adjust(&inside)
            node = SwiftUI.lower(content, in: inside)
        } else {
            // Most modifiers change nothing bodies read: no copy of the environment.
            node = SwiftUI.lower(content, in: environment)
        }
        guard let modifier = modifier(environment) else { return node }
        return Self.apply(modifier, to: node)
    }

    /// A modifier on several views (a `Group`, `ForEach` or multi-view body) applies to each of
    /// them, not to the group, as SwiftUI's `Group` documents; on nothing it is nothing.
    static func apply(_ modifier: Modifier, to node: Node) -> Node {
        switch node {
        case .empty: .empty
        case .group(let members): .group(members.map { apply(modifier, to: $0) })
        default: .modified(node, modifier)
        }
    }
}

nonisolated extension View {
    /// This view in the core modifier `modifier`.
    package func coreModified(_ modifier: Modifier) -> some View { CoreModified(self, modifier) }

    /// This view in a core modifier made in the view's environment.
    package func coreModified(_ modifier: @escaping (EnvironmentValues) -> Modifier?) -> some View {
        CoreModified(self, modifier)
    }

    /// This view in the core modifier `modifier`, its content lowered in an adjusted environment.
    package func coreModified(
        _ modifier: Modifier, adjusting adjust: @escaping (inout EnvironmentValues) -> Void
    ) -> some View {
        var modified = CoreModified(self, modifier)
        modified.adjust = adjust
        return modified
    }
}
