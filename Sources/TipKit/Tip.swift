import Foundation
// Apple's TipKit re-exports SwiftUI: a tip file that imports only TipKit names `Text` and `Image`.
@_exported import SwiftUI

/// A tip an app shows to help people find a feature (TipKit's `Tip`). A widget is a snapshot with no
/// popovers and no TipKit datastore, so no tip is ever shown: `shouldDisplay` is false and `TipView`
/// and `popoverTip` draw nothing (Docs/SwiftUI/TipKit.md).
public protocol Tip: Identifiable, Sendable {
    /// The tip's identity, by default its type's name.
    var id: String { get }
    /// The tip's title.
    @ViewBuilder var title: Text { get }
    /// The tip's message.
    @ViewBuilder var message: Text? { get }
    /// The tip's image.
    @ViewBuilder var image: Image? { get }
    /// The tip's buttons.
    var actions: [Action] { get }
    /// When the tip may show.
    var rules: [Rule] { get }
    /// How the tip shows.
    var options: [any TipOption] { get }
}

extension Tip {
    /// A tip's button.
    public typealias Action = Tips.Action
    /// A condition for a tip to show.
    public typealias Rule = Tips.Rule
    /// Something the user did, that rules count.
    public typealias Event = Tips.Event<Tips.EmptyDonation>
    /// How often the tip may show.
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// Whether the tip ignores the app's display frequency.
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency

    /// The type's name.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No buttons.
    public var actions: [Action] { [] }
    /// No rules.
    public var rules: [Rule] { [] }
    /// No options.
    public var options: [any TipOption] { [] }

    /// Whether the tip shows now: never in a widget.
    public var shouldDisplay: Bool { false }
    /// The tip's status: pending, as its rules are never met.
    public var status: Tips.Status { .pending }
    /// The status as it changes: the pending status, then the stream ends.
    public var statusUpdates: AsyncStream<Tips.Status> {
        AsyncStream {
            $0.yield(.pending)
            $0.finish()
        }
    }
    /// Whether the tip shows, as it changes: false, then the stream ends.
    public var shouldDisplayUpdates: AsyncStream<Bool> {
        AsyncStream {
            $0.yield(false)
            $0.finish()
        }
    }
    /// Invalidates the tip: it was never shown, so nothing changes.
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// An option of how a tip shows.
public protocol TipOption: Sendable {}

/// Shows a tip inline: in a widget it draws nothing (Docs/SwiftUI/TipKit.md).
nonisolated public struct TipView<Content: Tip>: View {
    /// The tip.
    public let tip: Content
    /// A view of `tip` with its arrow on `arrowEdge`.
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
    }
    /// Nothing: the tip is not shown.
    public var body: EmptyView { EmptyView() }
}

nonisolated extension View {
    /// Presents `tip` as a popover when it may show: never in a widget, so the view is unchanged.
    public func popoverTip(
        _ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }
    ) -> some View { self }

    /// The background of tips inside: there are none to draw.
    public func tipBackground(_ style: some ShapeStyle) -> some View { self }

    /// The corner radius of tips inside: there are none to draw.
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }

    /// The size of tips' images inside: there are none to draw.
    public func tipImageSize(_ size: CGSize) -> some View { self }
}
