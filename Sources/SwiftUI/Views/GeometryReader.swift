import Foundation
import Vignette

/// The size a `GeometryReader` was given, for its content to measure itself against.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The frames of the views placed before the reader, for anchors (AnchorPreferences.swift).
    let frames: PlacedFrames

    init(size: CGSize, frames: PlacedFrames = .none) {
        self.size = size
        self.frames = frames
    }
    /// A widget has no safe area: every edge is 0.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// The reader's frame: at the origin in its own space. Frames in other spaces are not known to
    /// the content (Docs/SwiftUI/Containers.md).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space a `GeometryProxy` can report in; only the reader's own is known.
public enum CoordinateSpace: Hashable {
    /// The reader's own space.
    case local
    /// The whole widget's space.
    case global
    /// A space named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A container that takes all the space offered and builds its content from that size, as SwiftUI's
/// `GeometryReader`; its content starts at its top-leading corner. Lowers to the core's `SizeReader`
/// (Docs/LayoutSemantics.md §a.12).
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// The environment of the body that made this reader: `content` runs during layout, and the
    /// enclosing view's `@Environment` properties it reads must give that view's values (ForEach.swift).
    private let enclosing = EnvironmentValues.current

    /// A reader building `content` from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let content = content, enclosing = enclosing
        return SizeReader(placedFrames: { size, frames in
            let built = SwiftUI.lower(
                EnvironmentValues.$current.withValue(enclosing) { content(GeometryProxy(size: size, frames: frames)) },
                in: environment)
            // Several views (a builder block, a `ForEach`) are each proposed the reader's size from its
            // corner, one on another (Docs/LayoutSemantics.md §a.12): not a column, as a group elsewhere is.
            if case .group(let parts) = built, parts.count > 1 { return .layers(.topLeading, parts) }
            return built
        }).node
    }
}
