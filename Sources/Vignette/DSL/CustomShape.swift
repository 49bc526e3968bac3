import Foundation

/// A shape whose outline is computed from the size of its frame (SwiftUI's custom `Shape` and
/// `Path`): the outline is asked for once the frame is known, when the shape is drawn. Readers
/// compare by identity, as a closure has no equality of its own; there is no JSON form.
public struct CustomShape: Hashable, Sendable {
    final class Outline: @unchecked Sendable {
        let make: (CGSize) -> Path
        init(_ make: @escaping (CGSize) -> Path) { self.make = make }
    }

    let outline: Outline

    /// A shape drawing `outline(size)`, in points from its frame's top-left corner.
    public init(_ outline: @escaping (CGSize) -> Path) {
        self.outline = Outline(outline)
    }

    /// The outline for a frame of `size`, from the frame's top-left corner.
    public func path(for size: CGSize) -> Path { outline.make(size) }

    /// Two shapes are equal when they draw with the same outline closure.
    public static func == (a: CustomShape, b: CustomShape) -> Bool { a.outline === b.outline }
    /// Hashes the outline closure's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(outline)) }
}
