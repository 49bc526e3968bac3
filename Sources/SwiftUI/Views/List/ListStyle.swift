import Foundation
import Vignette

/// How a `List` looks, as SwiftUI's `ListStyle`: only the styles this module ships conform, since a
/// style of your own would have nothing for the core to draw (`_look` cannot be made outside).
public protocol ListStyle {
    /// The look of lists in this style.
    var _look: _ListLook { get }
}

/// A list style in the core's terms; made only by this module's styles (Docs/SwiftUI/Lists.md).
public struct _ListLook: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case plain, inset, grouped, insetGrouped }
    package let kind: Kind
    package init(_ kind: Kind) { self.kind = kind }
}

/// The platform's default list style: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    /// Inset grouped.
    public var _look: _ListLook { _ListLook(.insetGrouped) }
}

/// Rows edge to edge on the list's background.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    /// Plain.
    public var _look: _ListLook { _ListLook(.plain) }
}

/// Rows in rounded sections inset from the list's edges, on the list's own background.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    /// Inset.
    public var _look: _ListLook { _ListLook(.inset) }
}

/// Sections edge to edge on the grouped background, apart from each other.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    /// Grouped.
    public var _look: _ListLook { _ListLook(.grouped) }
}

/// Sections in rounded cards inset from the list's edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
    /// Inset grouped.
    public var _look: _ListLook { _ListLook(.insetGrouped) }
}

/// The sidebar style; on an iPhone it looks inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    /// Inset grouped, as on an iPhone.
    public var _look: _ListLook { _ListLook(.insetGrouped) }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows in rounded sections on the list's background.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections edge to edge on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections in rounded cards on the grouped background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListLookKey: EnvironmentKey {
    static let defaultValue = _ListLook(.insetGrouped)
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

private struct MinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = ListStyleMetrics.minimumRowHeight
}

extension EnvironmentValues {
    /// The look of lists below (`listStyle(_:)`).
    var listLook: _ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// Whether lists below draw their own background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The height below which a list row is not drawn (44 pt, Docs/SwiftUI/Lists.md).
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] }
        set { self[MinListRowHeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the lists below in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listLook, style._look) }

    /// Hides (or shows) the background of the lists and scroll views below; their rows keep theirs.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
