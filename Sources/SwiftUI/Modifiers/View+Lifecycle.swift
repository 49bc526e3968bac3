import Foundation
import Vignette

/// Actions a view runs when it appears or a value changes. A widget is drawn once, before any of them
/// could matter (the system archives the view; Docs/SwiftUI/AsyncImage.md says the same of `task`), so
/// they are accepted, never run, and the view is drawn as it is.
nonisolated extension View {
    /// Accepted; the action does not run in a snapshot (prepare data in the timeline provider).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Accepted; the action does not run in a snapshot.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Accepted; a snapshot's values never change (the iOS 14 spelling).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// Accepted; a snapshot's values never change, and `initial` does not run it either.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View { self }
    /// Accepted; a snapshot's values never change, and `initial` does not run it either.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    )
        -> some View
    { self }
}
