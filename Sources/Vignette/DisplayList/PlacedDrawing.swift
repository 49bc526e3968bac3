import Foundation

/// What text, symbols and pictures paint, relative to their node's frame: runs of text,
/// glyphs, images, or — when redacted as a placeholder — rounded bars and boxes.
enum PlacedDrawing {
    /// The lines of `block` as text runs; as placeholder bars when redacted.
    static func text(_ block: TextBlock, _ env: WidgetEnvironment) -> PlacedNode.Drawing {
        if env.isRedacted {
            return placeholderBars(block, env)
        }
        var runs: [TextRun] = []
        runs.reserveCapacity(block.lines.count)
        for line in block.lines {
            let content = env.resolvingColors(of: line.content)
            let first = content.primary
            runs.append(
                TextRun(
                    text: content.text, font: first.font, origin: CGPoint(x: line.x, y: line.baseline),
                    color: first.color, tracking: first.tracking,
                    spans: content.isUniform && !first.isDecorated ? [] : content.spans,
                    transition: env.textAttributes.contentTransition))
        }
        return .text(runs)
    }

    /// Each line as a rounded bar of its width and the cap height, sitting on the baseline,
    /// in the text's colour at the opacity of a secondary fill (0.16), as iOS draws
    /// placeholder text.
    static func placeholderBars(_ block: TextBlock, _ env: WidgetEnvironment) -> PlacedNode.Drawing {
        let cap = block.metrics.capHeight
        let color = env.resolve(env.foreground)
        let bars = block.lines.filter { $0.width > 0 }.map {
            CGRect(x: $0.x, y: $0.baseline - cap, width: $0.width, height: cap)
        }
        return .placeholder(bars, cornerRadius: min(cap / 3, 4), color.withAlpha(placeholderOpacity))
    }

    /// The opacity of placeholder bars relative to the content's colour.
    static let placeholderOpacity = 0.16

    /// A symbol's glyph over `local` (its frame from the origin), or a rounded box when redacted.
    static func symbol(
        _ name: String, _ glyph: SymbolGlyph?, _ box: SymbolBox, _ env: WidgetEnvironment,
        _ local: CGRect
    ) -> PlacedNode.Drawing {
        let color = env.resolve(env.foreground)
        if env.isRedacted {
            return .placeholder([local], cornerRadius: local.height / 5, color.withAlpha(placeholderOpacity))
        }
        guard let glyph else { return .none }
        var run = SymbolRun(name: name, glyph: glyph, frame: local, color: color)
        let font = env.resolvedFont
        run.weight = font.weight
        run.scale = env.textAttributes.imageScale
        run.rendering = env.textAttributes.symbolRendering ?? .monochrome
        run.levelColors = env.textAttributes.foregroundLevels.map { env.resolve($0) }
        run.variableValue = env.textAttributes.symbolVariableValue
        run.capHeight = LineMetrics(size: font.size).capHeight
        run.baseline = box.baseline
        return .symbol(run)
    }

    /// A picture over `local`, or a grey rounded box when redacted.
    static func picture(
        _ spec: PictureSpec, _ picture: ResolvedPicture?, _ env: WidgetEnvironment,
        _ local: CGRect
    ) -> PlacedNode.Drawing {
        if env.isRedacted {
            return .placeholder(
                [local], cornerRadius: min(local.width, local.height) / 10, env.resolve(.secondarySystemFill))
        }
        guard let picture, local.width > 0, local.height > 0 else { return .none }
        return .image(
            ImageItem(
                path: spec.path, frame: local, accentedRenderingMode: spec.accentedRenderingMode,
                picture: picture))
    }
}
