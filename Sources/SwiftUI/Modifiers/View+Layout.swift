import Foundation
import Vignette

/// Modifiers that change how a view is sized and placed (Docs/LayoutSemantics.md §a).
nonisolated extension View {
    /// Insets of `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        coreModified(.padding(Insets(all: length)))
    }

    /// Insets on some edges (all by default); a nil length is the default padding of 16
    /// (Docs/LayoutSemantics.md §a.6).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        coreModified(.padding(Insets(edges.core, length ?? 16)))
    }

    /// Insets edge by edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        coreModified(.padding(insets))
    }

    /// A fixed frame; a nil dimension takes the child's size, and the child is aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        coreModified({ _ in .frame(width: width, height: height, alignment: alignment.core) }, aligning: alignment)
    }

    /// A flexible frame that clamps the offer and the child's size (Docs/LayoutSemantics.md §a.5).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let frame = FlexFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment.core)
        return coreModified({ _ in .flexFrame(frame) }, aligning: alignment)
    }

    /// The ideal size on both axes, whatever is offered.
    public func fixedSize() -> some View { coreModified(.fixedSize(horizontal: true, vertical: true)) }

    /// The ideal size on the chosen axes, whatever is offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        coreModified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Order among stack siblings: higher priorities are offered space first.
    public func layoutPriority(_ value: Double) -> some View { coreModified(.layoutPriority(value)) }

    /// The largest (fit) or smallest (fill) size of a width/height ratio; nil keeps the child's own.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        coreModified(.aspectRatio(aspectRatio, contentMode.core))
    }

    /// Moves the drawing without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { coreModified(.offset(x: x, y: y)) }

    /// Moves the drawing by `offset` without changing the layout.
    public func offset(_ offset: CGSize) -> some View { coreModified(.offset(x: offset.width, y: offset.height)) }

    /// The view's centre at `position` in the space offered, which the result fills (SwiftUI's
    /// `position(_:)`; Docs/LayoutSemantics.md §a.14).
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// The view's centre at `x`, `y` from the top-leading corner of the space offered, which the
    /// result fills: a flexible frame aligning the view by guides that put its centre there.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        alignmentGuide(HorizontalAlignment.leading) { $0.width / 2 - x }
            .alignmentGuide(VerticalAlignment.top) { $0.height / 2 - y }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// How `aspectRatio` fits a ratio into an offer.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the offer.
    case fit
    /// The smallest size of the ratio covering the offer.
    case fill

    package var core: Vignette.ContentMode { self == .fit ? .fit : .fill }
}
