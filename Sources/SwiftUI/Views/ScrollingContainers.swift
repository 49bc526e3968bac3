import Foundation
import Vignette

/// A scrollable view, as SwiftUI's `ScrollView`, drawn as its first screenful: a snapshot shows the
/// content scrolled to its start (Docs/SwiftUI/Scrolling.md). The scroll view takes the space
/// offered; its content is stacked along the scrolling axis (a `VStack` or `HStack`), offered
/// unlimited length along it and the scroll view's length across, placed at the start, centred
/// across, and cut at the scroll view's edges.
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// A scroll view along `axes`; indicators are not drawn in a snapshot.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The content at its start, clipped to the space offered.
    public var body: some View {
        let vertical = axes.contains(.vertical) || !axes.contains(.horizontal)
        let both = axes.contains(.vertical) && axes.contains(.horizontal)
        return Group {
            if vertical {
                VStack { content }
            } else {
                HStack { content }
            }
        }
        .fixedSize(horizontal: !vertical || both, vertical: vertical)
        .frame(
            minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
            alignment: vertical ? (both ? .topLeading : .top) : .leading
        )
        .clipShape(Rectangle())
    }
}

/// A navigation container, as SwiftUI's `NavigationStack`: a snapshot of a widget draws its root
/// view; no navigation bar is drawn (Docs/SwiftUI/Scrolling.md).
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// The root view.
    public var body: some View { root }
}

/// The older navigation container, drawn as its content like `NavigationStack`.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The content.
    public var body: some View { content }
}

/// How a navigation title is shown; a snapshot shows none.
public enum NavigationBarItem {
    /// How the title is displayed.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// Within the bar.
        case inline
        /// A large title.
        case large
    }
}

nonisolated extension View {
    /// Accepted: a widget snapshot draws no navigation bar.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { self }
    /// Accepted: a widget snapshot draws no navigation bar.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// Accepted: a widget snapshot draws no navigation bar.
    public func navigationTitle(_ title: Text) -> some View { self }
    /// Accepted: a widget snapshot draws no navigation bar.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Accepted: a widget snapshot shows no scroll indicators.
    public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
