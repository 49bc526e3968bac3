import Foundation

/// Text colours are resolved here, after layout: layout leaves each span's colour source
/// (`SpanPaint`), and the display-list stage turns it into the colour its run is painted in.
extension WidgetEnvironment {
    /// `content` with every span's colour (and an inline symbol's level colours) resolved here.
    func resolvingColors(of content: TextContent) -> TextContent {
        guard content.spans.contains(where: \.hasPaint) else { return content }
        return content.mapSpans(resolvingColor)
    }

    /// `span` with its colour source resolved into `color` and cleared.
    func resolvingColor(_ span: TextSpan) -> TextSpan {
        guard span.hasPaint, let paint = span.paint else { return span }
        var out = span
        out.paint = nil
        out.color = resolve(paint.foreground, paint)
        if let color = paint.strikethroughColor { out.strikethrough?.color = resolve(color, paint) }
        if let color = paint.underlineColor { out.underline?.color = resolve(color, paint) }
        if !paint.levels.isEmpty {
            out.symbol?.levelColors = paint.levels.map { resolve($0, paint) }
        }
        return out
    }

    private func resolve(_ color: Paint, _ source: SpanPaint) -> RGBA {
        resolve(
            color, foreground: source.foreground, isAccentGroup: source.isAccentGroup, colorScheme: source.colorScheme)
    }
}
