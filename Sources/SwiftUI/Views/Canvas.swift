import Foundation
import Vignette

/// SwiftUI's `Canvas`: a view that takes the space offered and draws with a `GraphicsContext`. The renderer
/// runs during layout with the canvas's size; each thing it draws becomes a core node laid over the
/// canvas from its top-leading corner, so paths, text and images are painted by the one renderer
/// (Docs/SwiftUI/Canvas.md).
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The environment of the body that made this canvas: the renderer runs during layout (as GeometryReader).
    private let enclosing = EnvironmentValues.current

    /// A canvas drawn by `renderer`; the options change nothing in a still image.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let renderer = renderer, enclosing = enclosing
        return SizeReader(placedFrames: { size, frames in
            let canvas = CanvasRecording(size: size, environment: environment, frames: frames)
            var context = GraphicsContext(canvas)
            EnvironmentValues.$current.withValue(enclosing) { renderer(&context, size) }
            return .layers(.topLeading, canvas.layers.map { SwiftUI.lower($0, in: environment) })
        }).node
    }
}

/// The colour space a canvas draws in (SwiftUI's `ColorRenderingMode`); Vignette draws in sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// What one canvas has drawn so far: views the size of the canvas, back to front. A class because every
/// copy of a `GraphicsContext` draws into the same canvas.
final class CanvasRecording {
    let size: CGSize
    let environment: EnvironmentValues
    /// The layout placing the canvas, which sizes resolved text with its own text metrics.
    let frames: PlacedFrames
    private(set) var layers: [AnyView] = []

    init(size: CGSize, environment: EnvironmentValues, frames: PlacedFrames) {
        self.size = size
        self.environment = environment
        self.frames = frames
    }

    /// The size `text` is set at when offered `proposal`, as the layout sets it (zero outside layout).
    func measure(_ text: Text, in proposal: CGSize) -> CGSize {
        frames.size(of: SwiftUI.lower(text, in: environment), proposing: Proposal(proposal)) ?? .zero
    }

    /// Adds `view`, framed as the canvas, faded, blended and clipped as `context` says.
    func draw(_ view: some View, _ context: GraphicsContext) {
        var layer = AnyView(view.frame(width: size.width, height: size.height, alignment: .topLeading))
        for clip in context.clips { layer = AnyView(layer.clipShape(clip)) }
        if context.opacity < 1 { layer = AnyView(layer.opacity(context.opacity)) }
        if context.blendMode != .normal { layer = AnyView(layer.blendMode(context.blendMode)) }
        layers.append(layer)
    }
}
