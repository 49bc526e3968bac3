import Foundation

nonisolated extension View {
    /// Runs `action` when a value read from the view's geometry changes (iOS 18, back to iOS 16).
    ///
    /// A widget or Live Activity is drawn once from its entry: state set by the action would show
    /// in no later drawing, so a render never calls it and the view draws as it would without the
    /// modifier (Docs/SwiftUI/Modifiers.md).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` with the old and new values when a value read from the view's geometry changes;
    /// never called in a render, as above.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        self
    }
}
