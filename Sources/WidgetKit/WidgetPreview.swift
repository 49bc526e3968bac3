import AppIntents
import Foundation
import SwiftUI

/// A preview of a widget in a family, stepping through `timeline`'s entries (their dates are
/// ignored): registered with Vignette (`Previews.all`, `Previews.widgets`).
///
/// Apple declares `timeline` `@MainActor () async`; here it is synchronous, so the entries can
/// be listed from any thread (Docs/SwiftUI/Previews.md).
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) =
    #externalMacro(module: "VignetteMacros", type: "WidgetPreviewMacro")

/// A preview of a widget with a static configuration, its entries from `timelineProvider`'s
/// `getTimeline(in:completion:)` in the preview's family.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) =
    #externalMacro(module: "VignetteMacros", type: "WidgetPreviewMacro")

/// A preview of a widget with an app intent configuration, its entries from
/// `timelineProvider`'s `timeline(for: intent, in:)` in the preview's family.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) =
    #externalMacro(module: "VignetteMacros", type: "WidgetPreviewMacro")

/// Builds a preview's entries, one per statement.
@resultBuilder public struct PreviewTimelineBuilder {
    /// An entry.
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// The first statement's entries.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The entries so far and the next statement's.
    public static func buildPartialBlock(
        accumulated: [any TimelineEntry], next: [any TimelineEntry]
    ) -> [any TimelineEntry] {
        accumulated + next
    }
    /// The entries of a `for` loop.
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
        components.flatMap { $0 }
    }
}

/// What a widget preview holds: the family, how to make the widget, its entries, its intent.
struct WidgetPreviewContent: _WidgetPreviewContent {
    let family: WidgetFamily
    let widgetTypeName: String
    let makeWidget: () -> any Widget
    let timeline: () throws -> [any TimelineEntry]
    let intent: (any WidgetConfigurationIntent)?
}

/// Records `#Preview(as:widget:timeline:)`: what the macro's expansion calls.
public func _registerPreview<W: Widget>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) {
    let content = WidgetPreviewContent(
        family: family, widgetTypeName: "\(W.self)", makeWidget: widget,
        timeline: timeline, intent: nil)
    _registerWidgetPreview(fileID: fileID, line: line, name: name, content: content)
}

/// How long a preview's provider may take to give its timeline.
private let previewProviderTimeout: TimeInterval = 10

/// Records `#Preview(as:widget:timelineProvider:)`.
public func _registerPreview<W: Widget, Provider: TimelineProvider>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) {
    let timeline = {
        let context = TimelineProviderContext(family: family, displaySize: .zero, isPreview: false)
        let call = ProviderCall(provider: timelineProvider(), timeout: previewProviderTimeout)
        return try call.timeline(in: context).entries as [any TimelineEntry]
    }
    let content = WidgetPreviewContent(
        family: family, widgetTypeName: "\(W.self)", makeWidget: widget,
        timeline: timeline, intent: nil)
    _registerWidgetPreview(fileID: fileID, line: line, name: name, content: content)
}

/// Records `#Preview(as:using:widget:timelineProvider:)`.
public func _registerPreview<W: Widget, Provider: AppIntentTimelineProvider>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping () -> W, timelineProvider: @escaping () -> Provider
) {
    let timeline = {
        let context = TimelineProviderContext(family: family, displaySize: .zero, isPreview: false)
        let provider = timelineProvider()
        // Made here, so the task running it captures no generic metatypes.
        let call = UncheckedBox(value: { () async throws -> [any TimelineEntry] in
            try await provider.timeline(for: intent, in: context).entries
        })
        let entries = try AsyncProviderCall(provider: "\(Provider.self)", timeout: previewProviderTimeout)
            .run("timeline(for:in:)") { UncheckedBox(value: try await call.value()) }
        return entries.value
    }
    let content = WidgetPreviewContent(
        family: family, widgetTypeName: "\(W.self)", makeWidget: widget,
        timeline: timeline, intent: intent)
    _registerWidgetPreview(fileID: fileID, line: line, name: name, content: content)
}

extension Previews {
    /// The widget previews, in file and line order.
    public static var widgets: [RegisteredPreview] {
        all.filter { $0.family != nil }
    }
}

extension RegisteredPreview {
    private var widgetContent: WidgetPreviewContent? {
        if case .widget(let content) = content { content as? WidgetPreviewContent } else { nil }
    }

    /// The family a widget preview shows; nil for a view preview.
    public var family: WidgetFamily? { widgetContent?.family }
    /// The widget's type name ("WeatherWidget"); nil for a view preview.
    public var widgetTypeName: String? { widgetContent?.widgetTypeName }
    /// The widget, made now; nil for a view preview.
    public func makeWidget() -> (any Widget)? { widgetContent?.makeWidget() }
    /// The preview's entries in the order written (or the provider's timeline); empty for a
    /// view preview, or when the provider fails (`loadEntries()` says why).
    public var entries: [any TimelineEntry] { (try? loadEntries()) ?? [] }
    /// The preview's entries, or the error of the provider that should have given them.
    public func loadEntries() throws -> [any TimelineEntry] { try widgetContent?.timeline() ?? [] }
    /// The configuration of a `#Preview(as:using:…)`; nil otherwise.
    public var intent: (any WidgetConfigurationIntent)? { widgetContent?.intent }
}
