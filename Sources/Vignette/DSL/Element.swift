/// Anything that can appear in a widget: a DSL primitive, a modified one, or a
/// `Component` of your own.
public protocol Element: Sendable {
    /// The element as plain data.
    var node: Node { get }
}

/// An element made of other elements, like a SwiftUI view with a `body`.
///
/// ```swift
/// struct Badge: Component {
///     let text: String
///     var body: some Element {
///         Words(text).font(.caption).padding(4).background(Pill().fill(.blue))
///     }
/// }
/// ```
public protocol Component: Element {
    associatedtype Body: Element
    @ElementBuilder var body: Body { get }
}

extension Component {
    public var node: Node { body.node }
}

extension Node: Element {
    public var node: Node { self }
}
