import Foundation

/// A view drawn beside a mark (Swift Charts' `annotation(position:alignment:spacing:content:)`): at
/// the mark's bar, or its point on a line, area or point mark, at its natural size (Docs/Charts.md,
/// "Annotations"). Not part of the JSON node format.
public struct ChartAnnotation: Hashable, Sendable {
    /// Which side of the mark the view is drawn on.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        /// Above a mark (what Swift Charts picks for the marks drawn here).
        case automatic
        /// Above, below, before, after, or over the mark.
        case top, bottom, leading, trailing, overlay
    }

    /// Which side.
    public var position: Position
    /// How the view lines up with the mark along the side (the other axis is the side's).
    public var alignment: Align
    /// Points between the mark and the view.
    public var spacing: CGFloat
    /// The view.
    public var content: Node

    /// A view `content` on `position`'s side, `spacing` points away, lined up by `alignment`.
    public init(position: Position, alignment: Align = .center, spacing: CGFloat, content: Node) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    /// `content` at its natural size beside `anchor`, in chart coordinates: a frame of zero depth on
    /// that side whose alignment puts the view against the mark.
    func placed(beside anchor: CGRect) -> Node {
        let s = spacing
        let (rect, align): (CGRect, Align)
        switch position {
        case .automatic, .top:
            (rect, align) = (
                CGRect(x: anchor.minX, y: anchor.minY - s, width: anchor.width, height: 0),
                Align(horizontal: alignment.horizontal, vertical: .bottom)
            )
        case .bottom:
            (rect, align) = (
                CGRect(x: anchor.minX, y: anchor.maxY + s, width: anchor.width, height: 0),
                Align(horizontal: alignment.horizontal, vertical: .top)
            )
        case .leading:
            (rect, align) = (
                CGRect(x: anchor.minX - s, y: anchor.minY, width: 0, height: anchor.height),
                Align(horizontal: .trailing, vertical: alignment.vertical)
            )
        case .trailing:
            (rect, align) = (
                CGRect(x: anchor.maxX + s, y: anchor.minY, width: 0, height: anchor.height),
                Align(horizontal: .leading, vertical: alignment.vertical)
            )
        case .overlay:
            (rect, align) = (anchor, alignment)
        }
        let natural = Node.modified(content, .fixedSize(horizontal: true, vertical: true))
        return .modified(
            .modified(natural, .frame(width: rect.width, height: rect.height, alignment: align)),
            .offset(x: rect.minX, y: rect.minY))
    }
}
