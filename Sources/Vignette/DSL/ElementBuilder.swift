/// The result builder behind `Column { … }` and friends: `if`/`else`, `switch`,
/// optionals and `for` loops work as in SwiftUI's view builder.
@resultBuilder
public enum ElementBuilder {
    public static func buildExpression<E: Element>(_ element: E) -> Node { element.node }
    public static func buildExpression<E: Element>(_ element: E?) -> Node { element?.node ?? .empty }
    public static func buildBlock() -> Node { .empty }
    public static func buildBlock(_ parts: Node...) -> Node { parts.count == 1 ? parts[0] : .group(parts) }
    public static func buildOptional(_ part: Node?) -> Node { part ?? .empty }
    public static func buildEither(first part: Node) -> Node { part }
    public static func buildEither(second part: Node) -> Node { part }
    public static func buildArray(_ parts: [Node]) -> Node { .group(parts) }
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
