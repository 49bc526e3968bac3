import Vignette

/// An SF Symbol by name; lowers to the core's `symbol`, sized by the font like text.
///
/// An unknown name fails the render naming it and the nearest known names.
/// `Image("asset")` from a resources folder is not built yet (it does not compile).
public struct Image: View, PrimitiveView, Hashable, Sendable {
    let systemName: String

    /// The symbol called `systemName`, e.g. `"sparkles"`.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { .symbol(systemName) }
}
