import Foundation

/// What iOS puts around a widget's content: the container background behind the
/// whole widget, the content margins, and the widget's rounded shape.
///
/// WidgetKit (iOS 17+) insets the content by the family's margins (16 pt on the home
/// screen, 0 on the lock screen; Docs/WidgetFacts.md §4b) unless it asks for
/// `contentMarginsDisabled()`, centres it, draws `containerBackground(for: .widget)`
/// edge to edge, and clips everything to a continuous rounded rectangle.
public struct WidgetContainer: Sendable {
    /// The family, which decides the content margins (none for accessory families).
    public var family: WidgetFamily
    /// The widget's size in points.
    public var size: CGSize
    /// The home-screen widget corner radius (not published by Apple; ~22 pt on iPhone).
    public var cornerRadius: CGFloat

    /// A container of `size` points with corners of `cornerRadius`.
    public init(family: WidgetFamily, size: CGSize, cornerRadius: CGFloat) {
        self.family = family
        self.size = size
        self.cornerRadius = cornerRadius
    }

    /// The root node to lay out at `size`: background, margins and clip around `content`.
    public func wrap(_ content: Node, environment: WidgetEnvironment) -> Node {
        var extraction = Extraction()
        let body = extraction.strip(content)
        let margins = extraction.marginsDisabled ? .zero : environment.contentMargins
        // Where the system removes the background (tinted, StandBy, lock screen), the
        // widget's own background is not drawn at all.
        let background =
            environment.showsWidgetBackground
            ? extraction.background ?? (family.isAccessory ? .empty : .fill(.systemBackground))
            : .empty
        let layers = Node.layers(
            .center,
            [
                .modified(background, .frame(width: size.width, height: size.height, alignment: .center)),
                .modified(
                    .modified(body, .padding(margins)),
                    .frame(width: size.width, height: size.height, alignment: .center)),
            ])
        guard let shape else { return layers }
        return .modified(layers, .clipShape(shape))
    }

    /// The container background `content` declares (its first `widgetBackground`, wherever it
    /// sits), or nil when it declares none and the system's default is drawn.
    public static func containerBackground(in content: Node) -> Node? {
        var extraction = Extraction()
        _ = extraction.strip(content)
        return extraction.background
    }

    /// The widget's outline: a continuous rounded rectangle on the home screen, a
    /// circle for accessoryCircular, none for the other accessory families.
    public var shape: ShapeKind? {
        switch family {
        case .accessoryCircular: .disc
        case .accessoryRectangular, .accessoryInline, .accessoryCorner: nil
        default: .roundedRect(cornerRadius: cornerRadius, style: .continuous)
        }
    }

    /// Takes the container background and the margins switch out of the content tree:
    /// like WidgetKit's preferences, they may sit anywhere in it; the first one found wins.
    private struct Extraction {
        var background: Node?
        var marginsDisabled = false

        mutating func strip(_ node: Node) -> Node {
            switch node {
            case .modified(let child, .widgetBackground(let background)):
                if self.background == nil { self.background = background }
                return strip(child)
            case .modified(let child, .contentMarginsDisabled):
                marginsDisabled = true
                return strip(child)
            case .modified(let child, let modifier):
                return .modified(strip(child), modifier)
            case .group(let parts): return .group(parts.map { strip($0) })
            case .column(let a, let s, let parts): return .column(a, spacing: s, parts.map { strip($0) })
            case .row(let a, let s, let parts): return .row(a, spacing: s, parts.map { strip($0) })
            case .layers(let a, let parts): return .layers(a, parts.map { strip($0) })
            case .firstThatFits(let axes, let parts): return .firstThatFits(axes, parts.map { strip($0) })
            case .grid(let a, let h, let v, let parts):
                return .grid(a, horizontalSpacing: h, verticalSpacing: v, parts.map { strip($0) })
            case .gridRow(let a, let parts): return .gridRow(a, parts.map { strip($0) })
            default: return node
            }
        }
    }
}
