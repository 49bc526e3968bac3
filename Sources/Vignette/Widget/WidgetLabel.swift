import Foundation

extension Element {
    /// WidgetKit's `widgetLabel(_:)`: text a watch face draws with a complication. In
    /// `accessoryCorner` it curves along the bezel (`WidgetLabel.curve`); elsewhere Vignette
    /// does not draw it, since the face shows it outside the widget's frame (Docs/WidgetFacts.md §4g).
    public func widgetLabel(_ text: String) -> Node {
        overlay(WidgetLabel.node(text))
    }
}

/// How a corner complication's label follows the bezel: each character of the laid-out line
/// is turned to stand on an arc around the watch's centre, its top outward.
///
/// Apple publishes no geometry for it; ours (Docs/WidgetFacts.md §4g, our estimate): the arc is
/// centred on the corner box's inner (bottom-trailing) corner, its radius the box's side less
/// the font size so the tops stay in the box, and the text is centred on the diagonal, reading
/// from the leading edge up to the top edge.
public enum WidgetLabel {
    /// The name that marks the label's text in the layout.
    public static let name = "vignette.widgetLabel"
    /// Corner complication text: semibold, 12 pt on 45 mm and larger watches (HIG Complications).
    public static let font = Typeface.system(size: 12, weight: .semibold)

    /// The label's text, one line at its own width, marked for `place`.
    public static func node(_ text: String) -> Node {
        Words(text).font(font).lineLimit(1).fixedSize().named(name)
    }

    /// `list` with the label's text curved along the bezel (accessoryCorner) or left out (other families).
    static func place(
        _ list: DisplayList, layout: LayoutResult, family: WidgetFamily, textEngine: TextEngine
    ) -> DisplayList {
        guard layout.contains(where: { $0.name == name }) else { return list }
        let frames = layout.allNodes.filter { $0.name == name }.map { $0.frame.insetBy(dx: -1, dy: -1) }
        guard !frames.isEmpty else { return list }
        // The label's own lines: text laid out wholly inside a label's frame. The content under the
        // label (the overlay is centred on it) is not, so its runs are kept even where they overlap.
        let lines = Set(
            layout.allNodes.filter { node in frames.contains { $0.contains(node.frame) } }.flatMap { $0.lines ?? [] })
        func isLabel(_ run: TextRun) -> Bool {
            lines.contains(run.text) && frames.contains { $0.contains(run.origin) }
        }
        func rewrite(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                switch item {
                case .text(let run) where isLabel(run):
                    return family == .accessoryCorner ? curve(run, in: list.size, textEngine: textEngine) : []
                case .group(var group):
                    group.items = rewrite(group.items)
                    return [.group(group)]
                default:
                    return [item]
                }
            }
        }
        return DisplayList(size: list.size, items: rewrite(list.items))
    }

    /// One group per character: the character's baseline centre on the arc, turned so its up
    /// points away from the centre (rotation = the point's angle + 90°).
    public static func curve(_ run: TextRun, in box: CGSize, textEngine: TextEngine) -> [DisplayItem] {
        let center = CGPoint(x: box.width, y: box.height)
        let radius = max(min(box.width, box.height) - run.font.size, 1)
        let characters = run.text.map(String.init)
        var offsets: [CGFloat] = [0]
        for index in characters.indices {
            offsets.append(
                textEngine.width(of: characters[...index].joined(), font: run.font) + run.tracking * CGFloat(index + 1))
        }
        let total = offsets.last ?? 0
        return characters.indices.map { index in
            let middle = (offsets[index] + offsets[index + 1]) / 2 - total / 2
            let angle = Angle(degrees: 225).radians + Double(middle / radius)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            let width = offsets[index + 1] - offsets[index]
            var glyph = run
            glyph.text = characters[index]
            glyph.spans = []
            glyph.origin = CGPoint(x: point.x - width / 2, y: point.y)
            return .group(
                DisplayGroup(transform: .rotation(Angle(radians: angle + .pi / 2), about: point), items: [.text(glyph)])
            )
        }
    }
}
