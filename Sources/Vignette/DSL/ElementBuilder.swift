/// The result builder behind `Column { … }` and friends: `if`/`else`, `switch`,
/// optionals and `for` loops work as in SwiftUI's view builder.
@resultBuilder public enum ElementBuilder {
    /// Turns one element of a block into its node.
    public static func buildExpression<E: Element>(_ element: E) -> Node { element.node }
    /// Turns an optional element into its node, or nothing when it is nil.
    public static func buildExpression<E: Element>(_ element: E?) -> Node { element?.node ?? .empty }
    /// An empty block builds nothing.
    public static func buildBlock() -> Node { .empty }
    /// Groups a block's nodes; a block of one node is that node.
    public static func buildBlock(_ parts: Node...) -> Node { parts.count == 1 ? parts[0] : .group(parts) }
    /// An `if` without `else` builds its content or nothing.
    public static func buildOptional(_ part: Node?) -> Node { part ?? .empty }
    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither(first part: Node) -> Node { part }
    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither(second part: Node) -> Node { part }
    /// A `for` loop builds one group of its iterations' nodes.
    public static func buildArray(_ parts: [Node]) -> Node { .group(parts) }
    /// Content under `if #available` builds as it is.
    public static func buildLimitedAvailability(_ part: Node) -> Node { part }
}

extension Node {
    /// The children a stack sees: groups opened up, empties dropped (SwiftUI flattens
    /// `TupleView` and `ForEach` into the stack the same way).
    var flattened: [Node] {
        switch self {
        case .empty: return []
        case .group(let parts): return parts.flatMap(\.flattened)
        default: return [self]
        }
    }
}
