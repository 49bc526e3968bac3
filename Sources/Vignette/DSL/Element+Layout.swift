import Foundation

/// Modifiers that change how an element is sized and placed.
extension Element {
    func modified(_ modifier: Modifier) -> Node { .modified(node, modifier) }

    /// Insets on all edges; with no length, the default padding of 16 (Docs/LayoutSemantics.md §a.6).
    public func padding(_ length: CGFloat = 16) -> Node { modified(.padding(Insets(all: length))) }

    /// Insets on some edges; with no length, 16.
    public func padding(_ edges: Edges, _ length: CGFloat = 16) -> Node { modified(.padding(Insets(edges, length))) }

    /// Insets each edge by its own length.
    public func padding(_ insets: Insets) -> Node { modified(.padding(insets)) }

    /// A fixed frame. A nil dimension takes the child's size; the child is aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Align = .center) -> Node {
        modified(.frame(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame that clamps the proposal and the child's size (Docs/LayoutSemantics.md §a.5).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Align = .center
    ) -> Node {
        modified(
            .flexFrame(
                FlexFrame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                    alignment: alignment)))
    }

    /// Order among stack siblings: higher priorities are offered space first.
    public func layoutPriority(_ priority: Double) -> Node { modified(.layoutPriority(priority)) }

    /// Asks for the ideal size on the chosen axes, whatever is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Proposes the largest (fit) or smallest (fill) size of the given width/height ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> Node {
        modified(.aspectRatio(ratio, contentMode))
    }

    /// Moves the drawing without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Node { modified(.offset(x: x, y: y)) }

    /// Shows the element only where `mask`, laid out in its frame, covers it (SwiftUI's `mask`).
    public func mask<E: Element>(_ mask: E, alignment: Align = .center) -> Node {
        modified(.mask(mask.node, alignment: alignment))
    }

    /// In a `Grid`, the number of columns this cell spans (at least 1).
    public func gridCellColumns(_ count: Int) -> Node { modified(.gridCellColumns(count)) }

    /// In a `Grid`, how the cells of this cell's column align horizontally.
    public func gridColumnAlignment(_ alignment: HorizontalAlign) -> Node { modified(.gridColumnAlignment(alignment)) }

    /// Draws the element turned clockwise by `angle` about `anchor` of its frame; layout is unchanged
    /// (SwiftUI's `rotationEffect`).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Node {
        modified(.rotation(angle, anchor: anchor))
    }

    /// Draws the element stretched by `x` and `y` about `anchor` of its frame; layout is unchanged
    /// (SwiftUI's `scaleEffect`).
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Node {
        modified(.scale(x: x, y: y, anchor: anchor))
    }

    /// A view behind this one, sized like it and aligned inside it.
    public func background<E: Element>(_ content: E, alignment: Align = .center) -> Node {
        modified(.background(content.node, alignment: alignment))
    }

    /// Draws the built `content` behind the element, in the element's frame.
    public func background(alignment: Align = .center, @ElementBuilder _ content: () -> Node) -> Node {
        modified(.background(content(), alignment: alignment))
    }

    /// A fill behind this view.
    public func background(_ paint: Paint) -> Node { modified(.background(.fill(paint), alignment: .center)) }

    /// A view in front of this one, sized like it and aligned inside it.
    public func overlay<E: Element>(_ content: E, alignment: Align = .center) -> Node {
        modified(.overlay(content.node, alignment: alignment))
    }

    /// Draws the built `content` in front of the element, in the element's frame.
    public func overlay(alignment: Align = .center, @ElementBuilder _ content: () -> Node) -> Node {
        modified(.overlay(content(), alignment: alignment))
    }
}

/// Modifiers that change how an element is drawn.
extension Element {
    /// Draws the element with its alpha multiplied by `opacity` (0 is invisible, 1 unchanged).
    public func opacity(_ opacity: Double) -> Node { modified(.opacity(opacity)) }

    /// Composites the element onto what is drawn behind it with `mode`.
    public func blendMode(_ mode: BlendMode) -> Node { modified(.blendMode(mode)) }

    /// Recolours every pixel of the element with `effect` (inverted, grey, luminance as alpha …).
    public func colorEffect(_ effect: ColorEffect) -> Node { modified(.colorEffect(effect)) }

    /// Clips the drawing to a shape laid over the element's frame.
    public func clipShape<S: ShapeElement>(_ shape: S) -> Node { modified(.clipShape(shape.kind)) }

    /// Clips the element to a rounded rectangle over its frame.
    public func cornerRadius(_ radius: CGFloat, style: CornerStyle = .circular) -> Node {
        modified(.clipShape(.roundedRect(cornerRadius: radius, style: style)))
    }

    /// The widget's background, drawn behind the whole widget and removed where the
    /// system removes it (SwiftUI's `containerBackground(for: .widget)`).
    public func widgetBackground(@ElementBuilder _ content: () -> Node) -> Node {
        modified(.widgetBackground(content()))
    }

    /// Fills the widget's container background with `paint` (WidgetKit's `containerBackground`).
    public func widgetBackground(_ paint: Paint) -> Node { modified(.widgetBackground(.fill(paint))) }

    /// Names the element so its laid-out frame can be found (`LayoutResult.frame(named:)`).
    public func named(_ name: String) -> Node { modified(.named(name)) }

    /// Lets the content reach the widget's edges instead of the 16 pt content margins.
    public func contentMarginsDisabled() -> Node { modified(.contentMarginsDisabled) }
}

/// Modifiers that hand values down to everything inside.
extension Element {
    /// Sets the font of all text and symbols inside.
    public func font(_ font: Typeface) -> Node { modified(.font(font)) }
    /// Sets the paint of text, symbols and shapes inside that have none of their own.
    public func foregroundStyle(_ paint: Paint) -> Node { modified(.foregroundStyle(paint)) }
    /// Caps text inside at `limit` lines; nil lets it wrap without a limit.
    public func lineLimit(_ limit: Int?) -> Node { modified(.lineLimit(limit)) }
    /// Aligns the lines of multi-line text inside against each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Node {
        modified(.multilineTextAlignment(alignment))
    }
    /// Chooses where text inside that does not fit is cut and marked with an ellipsis.
    public func truncationMode(_ mode: TruncationMode) -> Node { modified(.truncationMode(mode)) }

    /// Marks the content as the accent group: in accented (tinted) mode it is painted in
    /// the accent tint, everything else in the primary tint.
    public func widgetAccentable(_ accentable: Bool = true) -> Node { modified(.widgetAccentable(accentable)) }
}
