import Foundation

extension WidgetConfiguration {
    /// Runs `urlSessionEvent` when a background URL session of the widget has events waiting
    /// (iOS 14). A render starts no background session, so it is never called; the configuration
    /// draws as it would without it (Docs/SwiftUI.md §5).
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil,
        _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    )
        -> some WidgetConfiguration
    {
        ModifiedConfiguration(_description: _description)
    }
}
