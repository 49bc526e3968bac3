import Foundation
import Vignette

/// What a custom `ProgressViewStyle` receives: the fraction completed and the progress view's labels
/// (Docs/SwiftUI/Controls.md). The style's `makeBody` is the progress view's body, lowered as any view.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The progress view's current value label, as a view.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The fraction completed, 0 to 1; nil for `ProgressView(timerInterval:)`, as Apple's is "nil if
    /// the progress is … relative to a date interval".
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyle {
    /// A style of your own: its `makeBody(configuration:)` draws the progress view.
    nonisolated public var _kind: _ProgressViewStyleKind { .custom }
}

extension ProgressView {
    /// The configuration a custom style receives.
    var configuration: ProgressViewStyleConfiguration {
        let fraction: Double? =
            switch progress {
            case .fixed(let fraction): min(max(fraction, 0), 1)
            case .timer, .indeterminate: nil
            }
        return ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: Label.self == EmptyView.self ? nil : label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: $0) })
    }
}

nonisolated extension View {
    /// Lets the view extend past the safe area. A widget has no safe area (`GeometryProxy.safeAreaInsets`
    /// is zero), so the view draws as it is (Docs/SwiftUI/Modifiers.md).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Lets the view extend past the safe area: as `edgesIgnoringSafeArea(_:)`, the view draws as it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions' bits.
    public let rawValue: UInt
    /// Regions from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's safe area.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
