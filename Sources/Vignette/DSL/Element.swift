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
    /// The element type a component's `body` builds.
    associatedtype Body: Element
    /// The content the component stands for, built with the DSL.
    @ElementBuilder var body: Body { get }
}

extension Component {
    /// The node of the component's body: components are flattened into the tree.
    public var node: Node { body.node }
}

extension Node: Element {
    /// A node is its own element, so built nodes can be nested in the DSL.
    public var node: Node { self }
}
