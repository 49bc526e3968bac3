import Foundation

/// What each placed node paints, resolved after layout from the entry it was placed from
/// (`NodeReference`): paints resolved in its environment, relative to its exact frame.
extension PlacedNode {
    indirect enum Drawing: Hashable, Sendable {
        case none
        case shape(ShapeKind, ResolvedPaint)
        case stroke(ShapeKind, StrokeStyle, ResolvedPaint)
        /// A leaf drawing used as a mask for a paint (text in a gradient foreground style).
        case masked(Drawing, ResolvedPaint)
        case shadow(DisplayShadow)
        /// Lines of text, their origins relative to the node's frame.
        case text([TextRun])
        /// A symbol glyph, an image, or placeholder bars, relative to the node's frame.
        case symbol(SymbolRun)
        case image(ImageItem)
        case placeholder([CGRect], cornerRadius: CGFloat, RGBA)
        /// A leaf drawing whose pixels are recoloured (images and emoji in tinted mode).
        case recolored(Drawing, ColorFilter)
        case effect(opacity: Double, clip: ShapeKind?)
        /// The children composited with a blend mode.
        case blend(BlendMode)
        /// The children drawn as a group whose pixels are recoloured by each filter in turn.
        case filtered([ColorFilter])
        /// The children drawn through a map, given relative to the node's frame.
        case transform(DrawingTransform)
        /// children[0] is the view, children[1] the decoration behind or in front.
        case decoration(isOverlay: Bool)
        /// children[0] is the content, shown only where children[1] covers it.
        case mask
        /// A leaf drawing mirrored about the frame's vertical centre line (right to left).
        case mirrored(Drawing)
    }

    /// What this node itself paints, relative to its frame; read by `DisplayListBuilder`.
    var drawing: Drawing { drawing(reference.kind, in: reference.environment) }

    /// `drawing` for the entry's `kind` in its environment `env` (both lent by the reference).
    private func drawing(_ kind: LayoutTree.Kind, in env: WidgetEnvironment) -> Drawing {
        // Paints are placed relative to the node's frame; DisplayListBuilder moves them
        // onto the frame after snapping.
        let local = CGRect(origin: .zero, size: reference.frame.size)
        var drawing: Drawing
        switch kind {
        case .text:
            guard let block = reference.text else { return .none }
            drawing = PlacedDrawing.tinted(PlacedDrawing.text(block, env), text: block, env)
            if case .gradient = env.resolve(env.foreground, in: local) {
                drawing = .masked(drawing, env.resolve(env.foreground, in: local))
            }
        case .symbol(let name, let glyph, let box):
            drawing = PlacedDrawing.symbol(name, glyph, box, env, local)
        case .picture(let spec, let picture):
            drawing = PlacedDrawing.picture(spec, picture, env, local)
            if spec.isTemplate, case .image = drawing {
                // A template keeps only its alpha, painted with the foreground style like a symbol.
                let foreground = env.resolve(env.foreground, in: local)
                if case .gradient = foreground {
                    drawing = .masked(drawing, foreground)
                } else {
                    drawing = .recolored(drawing, .solid(env.resolve(env.foreground)))
                }
            } else {
                drawing = PlacedDrawing.tinted(drawing, spec.accentedRenderingMode, env)
            }
        case .fill(let paint):
            drawing = .shape(.rect, env.resolve(paint, in: local))
        case .shape(let kind, let paint):
            drawing = .shape(reference.resolved(kind), env.resolve(paint ?? .foreground, in: local))
        case .stroke(let kind, let paint, let style):
            drawing = .stroke(reference.resolved(kind), style, env.resolve(paint ?? .foreground, in: local))
        case .shadow(let shadow):
            drawing = .shadow(
                DisplayShadow(
                    color: env.resolve(shadow.color), radius: shadow.radius,
                    offset: CGSize(width: shadow.x, height: shadow.y)))
        case .rule:
            drawing = .shape(.rect, .color(env.resolve(.separator)))
        case .opacity(let opacity):
            drawing = .effect(opacity: opacity, clip: nil)
        case .blend(let mode):
            drawing = .blend(mode)
        case .colorEffect(let effect):
            drawing = .filtered(PlacedDrawing.colorEffect(effect, env))
        case .clip(let shape):
            drawing = .effect(opacity: 1, clip: reference.resolved(shape))
        case .decoration(_, let isOverlay):
            drawing = .decoration(isOverlay: isOverlay)
        case .mask:
            drawing = .mask
        case .rotation(let angle, let anchor):
            drawing = .transform(.rotation(angle, about: anchor.point(in: local)))
        case .scale(let factors, let anchor):
            drawing = .transform(.scale(x: factors.width, y: factors.height, about: anchor.point(in: local)))
        default:
            drawing = .none
        }
        return PlacedDrawing.mirrored(drawing, kind, env)
    }
}
