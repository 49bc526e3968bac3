import Foundation
import Vignette

/// A shape: a view drawn in the foreground style, or filled and stroked with a style.
///
/// A shape of your own implements `path(in:)`, as in SwiftUI; it becomes a core custom shape whose
/// outline is asked for with the frame's size when it is drawn (Docs/SwiftUI/Containers.md). Not isolated, as
/// Apple's is not (`nonisolated protocol Shape : Sendable, Animatable, View`,
/// https://developer.apple.com/documentation/swiftui/shape): a shape of your own is not main-actor code.
nonisolated public protocol Shape: View, Sendable {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
    /// The core shape this shape draws.
    var _geometry: _ShapeGeometry { get }
}

extension Shape {
    /// A shape of your own: a core custom shape calling `path(in:)` with its frame when drawn, in the
    /// environment the shape is lowered in, so its `@Environment` properties read the values in force
    /// at its place in the tree, as a view's do (Docs/SwiftUI/Shapes.md, "A shape's environment").
    public var _geometry: _ShapeGeometry {
        let shape = self
        let environment = EnvironmentValues.current
        return _ShapeGeometry(
            .custom(
                CustomShape { size in
                    EnvironmentValues.$current.withValue(environment) {
                        shape.path(in: CGRect(origin: .zero, size: size)).core
                    }
                }))
    }

    /// A built-in shape's outline in `rect`, as the core draws it.
    public func path(in rect: CGRect) -> Path { Path(core: Vignette.Path(_geometry.kind, in: rect)) }

    /// A shape of your own draws filled with the foreground style.
    public var body: some View { ShapeView(node: .shape(_geometry.kind, nil)) }
}

/// A shape in the core's terms; made only by this module's shapes.
public struct _ShapeGeometry: Hashable, Sendable {
    package let kind: ShapeKind
    package init(_ kind: ShapeKind) { self.kind = kind }
}

/// A shape filled or stroked: lowers to the core's `shape` or `stroke`. The node is made when the view
/// is lowered, in its environment, so a shape of one's own filled or stroked reads the environment of
/// its place (`Bar().fill(.red).environment(\.key, value)`), not that of the code that made the view.
nonisolated struct ShapeView: View, PrimitiveView {
    let node: () -> Node
    init(node: @autoclosure @escaping () -> Node) { self.node = node }
    var body: Never { primitiveBody() }
    func lower(in environment: EnvironmentValues) -> Node {
        EnvironmentValues.$current.withValue(environment) { node() }
    }
}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeView(node: .shape(_geometry.kind, content._paint.core))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        ShapeView(node: .shape(_geometry.kind, nil))
    }

    /// The shape's outline, centred on its edge, stroked with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(node: .stroke(_geometry.kind, content._paint.core, Vignette.StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline stroked with `content` inside its frame: inset by half the line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(
            node: .stroke(
                .inset(_geometry.kind, by: lineWidth / 2), content._paint.core,
                Vignette.StrokeStyle(lineWidth: lineWidth)))
    }
}

/// How a shape's inside is decided; Vignette's shapes are convex, so the rule changes nothing.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides the inside.
    public var isEOFilled: Bool
    /// Whether edges are antialiased (they always are).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a rounded corner bends.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// Continuous curvature, as on widget and app-icon corners.
    case continuous

    package var core: CornerStyle { self == .circular ? .circular : .continuous }
}
