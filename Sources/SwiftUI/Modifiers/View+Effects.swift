import Foundation
import Vignette

/// Modifiers that draw around a view or hide it, without changing its size.
nonisolated extension View {
    /// A blurred copy of the view's drawing behind it, moved by (`x`, `y`); black at 33 % by
    /// default, as SwiftUI's (Docs/SwiftUI/Modifiers.md).
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        coreModified(.shadow(Shadow(color: color.paint, radius: radius, x: x, y: y)))
    }

    /// A border of `width` points drawn inside the view's frame, as SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// The view keeps its place in the layout but draws nothing.
    public func hidden() -> some View { opacity(0) }

    /// An identity for animations and lists; a still image has neither, so the view is unchanged.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}

extension Text {
    /// Where text that does not fit is cut.
    public typealias TruncationMode = Vignette.TruncationMode
}

nonisolated extension View {
    /// Where the text inside is cut, with an ellipsis, when it does not fit its lines.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        coreModified(.truncationMode(mode)) { $0.core.truncationMode = mode }
    }
}

nonisolated extension View {
    /// Text inside drawn at `size`, whatever the person chose.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        coreModified(.dynamicTypeSize(size)) { $0.core.dynamicTypeSize = size }
    }

    /// Text inside drawn at the person's size, held within `range` (`...DynamicTypeSize.xxLarge`):
    /// widgets use it to keep large sizes from overflowing.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        var modified = CoreModified(self) {
            .dynamicTypeSize(DynamicTypeSize.nearest(to: $0.core.dynamicTypeSize, in: range))
        }
        modified.adjust = { $0.core.dynamicTypeSize = DynamicTypeSize.nearest(to: $0.core.dynamicTypeSize, in: range) }
        return modified
    }
}

extension DynamicTypeSize {
    /// `size` if `range` holds it, else the size in `range` closest to it.
    static func nearest<T: RangeExpression>(to size: DynamicTypeSize, in range: T) -> DynamicTypeSize
    where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let all = DynamicTypeSize.allCases, index = all.firstIndex(of: size)!
        return all.indices.filter { range.contains(all[$0]) }
            .min { abs($0 - index) < abs($1 - index) }
            .map { all[$0] } ?? size
    }
}

nonisolated extension View {
    /// The view drawn turned clockwise by `angle` about `anchor`; its frame, and so the layout,
    /// stay where they were (Docs/SwiftUI/Modifiers.md).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        coreModified(.rotation(angle, anchor: anchor))
    }

    /// The view drawn `scale` times its size about `anchor`; the layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        coreModified(.scale(x: scale, y: scale, anchor: anchor))
    }

    /// The view drawn stretched by `x` and `y` about `anchor`; the layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        coreModified(.scale(x: x, y: y, anchor: anchor))
    }

    /// The view drawn stretched by the size's width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        coreModified(.scale(x: scale.width, y: scale.height, anchor: anchor))
    }
}
