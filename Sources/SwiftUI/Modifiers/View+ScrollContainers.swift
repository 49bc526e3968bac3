import Foundation
import Vignette

// Modifiers for scrolling containers and app scenes that shared view code applies and a widget never
// shows: a widget has no scroll view and is drawn once, outside any scene (Docs/SwiftUI.md §3, "Scenes,
// scroll margins and refreshing").

/// Where content margins apply (iOS 17, https://developer.apple.com/documentation/swiftui/contentmarginplacement):
/// `automatic`, `scrollContent` and `scrollIndicators`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String

    /// The automatic placement: a scroll view insets both its content and its indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll content placement: a scroll view insets its content, not its indicators.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators placement: a scroll view insets its indicators, not its content.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// A horizontal edge of a view (iOS 15, https://developer.apple.com/documentation/swiftui/horizontaledge).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// The operational state of a scene (iOS 14, https://developer.apple.com/documentation/swiftui/scenephase):
/// a rendered widget reads `.active`, the phase in which "all scenes should operate normally".
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is in the background and not visible.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

/// An action that starts a refresh (iOS 15, https://developer.apple.com/documentation/swiftui/refreshaction):
/// what `refreshable(action:)` puts in the environment's `refresh`. Nothing in a snapshot calls it.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the handler (`await refresh?()`).
    public func callAsFunction() async { await action() }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The current phase of the scene (https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase):
    /// `.active` in a render, as the scene of a visible, drawn view is; settable like Apple's.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The refresh action of the views below: `nil` by default, the handler of the nearest
    /// `refreshable(action:)` above (https://developer.apple.com/documentation/swiftui/environmentvalues/refresh).
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Margins for the scroll views below (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b). Only scrollable
    /// views read them and a widget has none, so it is accepted and nothing is drawn differently.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }

    /// Margins on all edges for the scroll views below (iOS 17): accepted, nothing is drawn differently.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        self
    }

    /// Margins per edge for the scroll views below (iOS 17): accepted, nothing is drawn differently.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }

    /// Puts the refresh `action` in the environment's `refresh` (iOS 15,
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)); a list would offer pull
    /// to refresh, and a snapshot takes no gestures, so the action never runs and nothing is drawn differently.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }

    /// Shows `content` as a bar above or below this view, "making space for the content view by vertically
    /// insetting the modified view" (iOS 26,
    /// https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:)-9hwgb):
    /// laid out as a vertical stack of the bar and the view, `spacing` apart (`nil`: the stack's default),
    /// the bar placed by `alignment`. A widget has no scroll edge effect to adjust.
    public func safeAreaBar(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> some View
    ) -> some View {
        let bar = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { bar }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { bar }
        }
    }

    /// Shows `content` as a bar beside this view, insetting it horizontally (iOS 26,
    /// https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:)):
    /// a horizontal stack of the bar and the view, as the vertical form is.
    public func safeAreaBar(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> some View
    ) -> some View {
        let bar = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { bar }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { bar }
        }
    }
}
