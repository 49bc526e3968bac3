import Foundation
import Vignette

/// A fixed-size area where rectangles and labels sit at absolute positions, built
/// from the DSL: a clear frame of the canvas's size in `Layers`, each mark a framed
/// shape or text moved into place with `offset` (which moves drawing, not layout).
/// The charts are made of these, so they go through the same layout and Cairo
/// renderer as widgets.
struct ChartCanvas {
    var width: CGFloat
    var height: CGFloat
    private var marks: [Node] = []

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// A filled rectangle; hairline-thin marks are widened to half a point so they show.
    mutating func rect(
        x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, _ paint: Paint, cornerRadius: CGFloat = 0
    ) {
        let shape: Node =
            cornerRadius > 0 ? RoundedRect(cornerRadius: cornerRadius).fill(paint).node : Rect().fill(paint).node
        marks.append(shape.frame(width: max(width, 0.5), height: max(height, 0.5)).offset(x: x, y: y))
    }

    /// One line of text in a box `width` wide, truncated with "…" when it does not fit.
    mutating func text(
        _ string: String, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat = 14,
        font: Typeface = .caption2, _ paint: Paint = .label, alignment: Align = .leading
    ) {
        marks.append(
            Words(string).font(font).foregroundStyle(paint).lineLimit(1)
                .frame(width: width, height: height, alignment: alignment).offset(x: x, y: y))
    }

    var node: Node {
        let marks = self.marks
        return Layers(alignment: .topLeading) {
            Fill(.clear).frame(width: width, height: height)
            Each(marks) { $0 }
        }.node
    }
}
