import ActivityKit
import Foundation
import SwiftUI
import Vignette

/// The presentation an activity preview shows in Xcode's canvas.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen banner.
    case content
    /// A presentation of the Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island's presentations.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /// The compact views either side of the camera.
        case compact
        /// The expanded regions.
        case expanded
        /// The minimal view.
        case minimal
    }

    /// The core presentation it shows.
    public var presentation: ActivityPresentation {
        switch self {
        case .content: .lockScreen
        case .dynamicIsland(.compact): .compact
        case .dynamicIsland(.expanded): .expanded
        case .dynamicIsland(.minimal): .minimal
        }
    }
}

/// A preview of a Live Activity with `attributes`, stepping through `contentStates`: registered
/// with Vignette, and the states of the activity's `ActivityDefinition` in a bundle's catalogue.
///
/// Apple declares `contentStates` `@MainActor () async`; here it is synchronous, like the widget
/// previews' timeline (Docs/SwiftUI/Previews.md).
@freestanding(declaration) public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]
) =
    #externalMacro(module: "VignetteMacros", type: "WidgetPreviewMacro")

/// Builds a preview's content states, one per statement.
@resultBuilder public struct PreviewActivityBuilder<A: ActivityAttributes> {
    /// A content state.
    public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
    /// The first statement's states.
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    /// The states so far and the next statement's.
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }
    /// The states of a `for` loop.
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

/// One content state of an activity preview, its types erased.
struct PreviewActivityState {
    let attributes: Any
    let state: Any
    /// The attributes and state as JSON, so the same state in two previews counts once; nil if
    /// they do not encode.
    let identity: Data?
}

/// What an activity preview holds: its view kind, the widget, and its states with their names
/// as written (`.sent` → "sent", from the macro; nil where a statement is not a plain name).
struct ActivityPreviewContent: _WidgetPreviewContent {
    let viewKind: ActivityPreviewViewKind
    let widgetTypeName: String
    let makeWidget: () -> any Widget
    let stateNames: [String?]
    let states: () -> [PreviewActivityState]
}

/// Records `#Preview(as: ActivityPreviewViewKind, using:widget:contentStates:)`: what the macro's
/// expansion calls, with the names of the states as written.
public func _registerPreview<W: Widget, Attributes: ActivityAttributes>(
    fileID: String, line: Int, stateNames: [String?] = [], _ name: String? = nil, as viewKind: ActivityPreviewViewKind,
    using attributes: Attributes, widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]
) {
    let states = {
        contentStates().map { state in
            PreviewActivityState(attributes: attributes, state: state, identity: identity(attributes, state))
        }
    }
    let content = ActivityPreviewContent(
        viewKind: viewKind, widgetTypeName: "\(W.self)", makeWidget: widget,
        stateNames: stateNames, states: states)
    _registerWidgetPreview(fileID: fileID, line: line, name: name, content: content)
}

/// The attributes and state as one JSON document with sorted keys.
func identity<A: ActivityAttributes>(_ attributes: A, _ state: A.ContentState) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try? encoder.encode(IdentityPair(attributes: attributes, state: state))
}

private struct IdentityPair<A: ActivityAttributes>: Encodable {
    let attributes: A
    let state: A.ContentState
}

extension Previews {
    /// The Live Activity previews, in file and line order.
    public static var activities: [RegisteredPreview] {
        all.filter { $0.activityViewKind != nil }
    }
}

extension RegisteredPreview {
    var activityContent: ActivityPreviewContent? {
        if case .widget(let content) = content { content as? ActivityPreviewContent } else { nil }
    }

    /// The presentation a Live Activity preview shows; nil for other previews.
    public var activityViewKind: ActivityPreviewViewKind? { activityContent?.viewKind }
    /// The activity widget's type name ("DeliveryActivityWidget"); nil for other previews.
    public var activityTypeName: String? { activityContent?.widgetTypeName }
    /// The preview's content states in the order written; empty for other previews.
    public var contentStates: [Any] { activityContent?.states().map(\.state) ?? [] }
}

extension ActivityAttributes {
    /// A Live Activity preview for a `PreviewProvider` (iOS 16.2's spelling, in Xcode 14's Live
    /// Activity template). It draws nothing; while Vignette builds the providers' previews for an
    /// activity without `#Preview` states, it records the attributes and state as one of the
    /// activity's states (`PreviewProviderStates`, Docs/SwiftUI/Previews.md).
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        PreviewProviderStates.recording?.record(
            attributesType: "\(Self.self)",
            state: PreviewActivityState(attributes: self, state: contentState, identity: identity(self, contentState)))
        return EmptyView()
    }
}
