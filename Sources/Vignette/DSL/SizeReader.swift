import Foundation

/// Content made from the size a container is given (SwiftUI's `GeometryReader`): the reader
/// takes all the space offered, then lays out what `content` returns for that size from its
/// top-leading corner. The content exists only during layout, so a tree holding a reader has
/// no JSON form for it (Docs/LayoutSemantics.md §a.12).
public struct SizeReader: Element, Hashable, Sendable {
    /// The closure, boxed so that readers compare by identity: two readers are the same only
    /// when they are one value (a closure has no equality of its own).
    final class Content: @unchecked Sendable {
        let make: (CGSize) -> Node
        init(_ make: @escaping (CGSize) -> Node) { self.make = make }
    }

    let content: Content

    /// A reader whose content is built from the size it is given.
    public init(@ElementBuilder content: @escaping (CGSize) -> Node) {
        self.content = Content(content)
    }

    /// The tree for `size`.
    public func content(for size: CGSize) -> Node { content.make(size) }

    /// The reader as a node.
    public var node: Node { .sizeReader(self) }

    /// Two readers are equal when they build with the same content closure.
    public static func == (a: SizeReader, b: SizeReader) -> Bool { a.content === b.content }
    /// Hashes the content closure's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(content)) }
}
