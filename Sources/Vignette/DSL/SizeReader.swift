import Foundation

/// Content made from the size a container is given (SwiftUI's `GeometryReader`): the reader
/// takes all the space offered, then lays out what `content` returns for that size from its
/// top-leading corner. The content exists only during layout, so a tree holding a reader has
/// no JSON form for it (Docs/LayoutSemantics.md §a.12).
public struct SizeReader: Element, Hashable, Sendable {
    /// The closure, boxed so that readers compare by identity: two readers are the same only
    /// when they are one value (a closure has no equality of its own).
    final class Content: @unchecked Sendable {
        let make: (CGSize, PlacedFrames) -> Node
        init(_ make: @escaping (CGSize, PlacedFrames) -> Node) { self.make = make }
    }

    let content: Content

    /// A reader whose content is built from the size it is given.
    public init(@ElementBuilder content: @escaping (CGSize) -> Node) {
        self.content = Content { size, _ in content(size) }
    }

    /// A reader whose content is built from its size and the frames of named nodes placed before it
    /// (SwiftUI's anchors: Docs/SwiftUI/Preferences.md).
    public init(placedFrames content: @escaping (CGSize, PlacedFrames) -> Node) {
        self.content = Content(content)
    }

    /// The tree for `size`.
    public func content(for size: CGSize) -> Node { content.make(size, .none) }

    /// The tree for `size`, with the frames of nodes placed before the reader.
    public func content(for size: CGSize, frames: PlacedFrames) -> Node { content.make(size, frames) }

    /// The reader as a node.
    public var node: Node { .sizeReader(self) }

    /// Two readers are equal when they build with the same content closure.
    public static func == (a: SizeReader, b: SizeReader) -> Bool { a.content === b.content }
    /// Hashes the content closure's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(content)) }
}

/// The frames of named nodes that layout placed before a size reader's content is built, relative
/// to the reader's top-leading corner (unsnapped points). A name placed nowhere yet has no frame.
public struct PlacedFrames: @unchecked Sendable {
    /// Unchecked: the lookup reads the layout engine placing the reader, and is used only during that layout.
    private let lookup: (String) -> CGRect?
    private let measure: ((Node, Proposal) -> CGSize)?

    /// Frames found by `lookup`; `measure` sizes a node as the layout would (nil: unknown).
    public init(_ lookup: @escaping (String) -> CGRect?, measure: ((Node, Proposal) -> CGSize)? = nil) {
        self.lookup = lookup
        self.measure = measure
    }

    /// No frames: a reader built outside layout.
    public static let none = PlacedFrames { _ in nil }

    /// The frame of the node given `name` with `named(_:)`, if it was placed.
    public func frame(named name: String) -> CGRect? { lookup(name) }

    /// The size `node` takes when offered `proposal`, with the layout's text metrics and the
    /// reader's environment (a `Canvas`'s resolved text); nil for a reader built outside layout.
    public func size(of node: Node, proposing proposal: Proposal) -> CGSize? { measure?(node, proposal) }
}
