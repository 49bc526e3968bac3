import Foundation
import Vignette

/// A shape with its type erased, as SwiftUI's `AnyShape` (iOS 16,
/// https://developer.apple.com/documentation/swiftui/anyshape): for a shape chosen at run time,
/// `isRound ? AnyShape(Circle()) : AnyShape(.rect(cornerRadius: 8))`. It draws, fills, strokes and clips
/// exactly as the shape it wraps, which keeps its own outline (a built-in shape stays the core's shape, one of
/// your own still calls its `path(in:)` in the environment of its place).
public struct AnyShape: Shape {
    private let base: any Shape

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) { base = shape }

    /// The wrapped shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The wrapped shape's core shape.
    public var _geometry: _ShapeGeometry { base._geometry }
}
