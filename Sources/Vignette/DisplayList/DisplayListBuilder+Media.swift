import Foundation

extension DisplayListBuilder {
    /// A symbol moved from its node's frame onto the canvas.
    static func placed(_ run: SymbolRun, in frame: CGRect) -> [DisplayItem] {
        var placed = run
        placed.frame = run.frame.offsetBy(dx: frame.minX, dy: frame.minY)
        return [.symbol(placed)]
    }

    /// An image moved from its node's frame onto the canvas.
    static func placed(_ image: ImageItem, in frame: CGRect) -> [DisplayItem] {
        var placed = image
        placed.frame = image.frame.offsetBy(dx: frame.minX, dy: frame.minY)
        return [.image(placed)]
    }

    /// Placeholder bars as continuous rounded rectangles on the canvas.
    static func placeholders(_ bars: [CGRect], cornerRadius: CGFloat, _ color: RGBA, in frame: CGRect) -> [DisplayItem]
    {
        guard color.alpha > 0 else { return [] }
        return bars.map {
            .fill(
                Path(
                    roundedRect: $0.offsetBy(dx: frame.minX, dy: frame.minY), cornerRadius: cornerRadius,
                    style: .continuous),
                .color(color))
        }
    }
}
