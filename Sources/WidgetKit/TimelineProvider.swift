import Foundation

/// Gives a widget its entries: a placeholder at once, a snapshot for the gallery, and
/// timelines, each through a completion handler as in WidgetKit.
///
/// Completions are `@Sendable` here so that handlers written either way compile.
public protocol TimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// What the provider learns about the widget it serves.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is known; drawn redacted by the system.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, promptly.
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries from now, and when to ask again.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// What a provider learns about the widget: its family, size and whether it is a preview.
public struct TimelineProviderContext: Sendable {
    /// The family being rendered.
    public let family: WidgetFamily
    /// The widget's size in points; `.zero` in this version (Docs/SwiftUI.md §5).
    public let displaySize: CGSize
    /// Whether the entry is for the widget gallery.
    public let isPreview: Bool

    package init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
    }
}
