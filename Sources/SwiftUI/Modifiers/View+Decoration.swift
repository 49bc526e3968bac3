import Foundation
import Vignette

/// Views and styles behind and in front of a view, sized like it.
nonisolated extension View {
    /// A view behind this one, aligned inside it.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        coreModified({ .background(SwiftUI.lower(background, in: $0), alignment: alignment.core) }, aligning: alignment)
    }

    /// Views behind this one, aligned inside it.
    public func background<Background: View>(
        alignment: Alignment = .center,
        @ViewBuilder content: () -> Background
    ) -> some View {
        background(content(), alignment: alignment)
    }

    /// A style filling this view's frame, behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        coreModified(.background(.fill(style._paint.core), alignment: .center))
    }

    /// A shape filled with a style, behind this view.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        coreModified(.background(.shape(shape._geometry.kind, style._paint.core), alignment: .center))
    }

    /// A view in front of this one, aligned inside it.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        coreModified({ .overlay(SwiftUI.lower(overlay, in: $0), alignment: alignment.core) }, aligning: alignment)
    }

    /// Views in front of this one, aligned inside it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View
    {
        overlay(content(), alignment: alignment)
    }

    /// A style filling this view's frame, in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        coreModified(.overlay(.fill(style._paint.core), alignment: .center))
    }

    /// A shape filled with a style, in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        coreModified(.overlay(.shape(shape._geometry.kind, style._paint.core), alignment: .center))
    }

    /// This view shown only where `mask`, laid out in its frame and aligned in it, covers it.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let cover = mask()
        return coreModified { .mask(SwiftUI.lower(cover, in: $0), alignment: alignment.core) }
    }

    /// This view shown only where `mask` covers it (the iOS 13 spelling).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        coreModified { .mask(SwiftUI.lower(mask, in: $0), alignment: .center) }
    }
}

/// Modifiers that change how a view is drawn.
nonisolated extension View {
    /// The view drawn more transparent: 0 invisible, 1 as it is.
    public func opacity(_ opacity: Double) -> some View { coreModified(.opacity(opacity)) }

    /// The drawing clipped to `shape` laid over the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        coreModified(.clipShape(shape._geometry.kind))
    }

    /// The drawing clipped to the view's frame, as SwiftUI's `clipped(antialiased:)`: a rectangle clip.
    public func clipped(antialiased: Bool = false) -> some View {
        coreModified(.clipShape(Rectangle()._geometry.kind))
    }

    /// The drawing clipped to a rectangle with quarter-circle corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        coreModified(.clipShape(.roundedRect(cornerRadius: radius, style: .circular)))
    }

    /// Adds `reason` to the reasons the view is redacted for: `.placeholder` draws it all as a
    /// placeholder (text as rounded bars), `.privacy` what is marked `privacySensitive()`; views
    /// inside read the reasons as `\.redactionReasons`.
    public func redacted(reason: RedactionReasons) -> some View {
        let reasons = Vignette.RedactionReasons(rawValue: reason.rawValue).intersection([.placeholder, .privacy])
        return coreModified(.redacted(reasons)) { $0.core.redactionReasons.formUnion(reasons) }
    }

    /// Draws the view as it is, even inside `redacted(reason:)`; views inside read no reasons.
    public func unredacted() -> some View {
        coreModified(.redacted([])) { $0.core.redactionReasons = [] }
    }
}

/// Why content is drawn as a placeholder.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content, as WidgetKit shows a widget before its first entry.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden, as on a locked iPhone: what is marked `privacySensitive()`.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
}
