import Foundation
import Vignette

// Label and gauge styles of your own: Apple's `LabelStyle` ("A type that applies a custom appearance to all labels
// within a view", https://developer.apple.com/documentation/swiftui/labelstyle) and `GaugeStyle` ("Defines the
// implementation of all gauge instances within a view hierarchy", …/gaugestyle). SwiftUI calls the style's
// `makeBody(configuration:)` for each label or gauge under `labelStyle(_:)`/`gaugeStyle(_:)`; the body is the
// control's look, lowered as any view, with nothing of the built-in look added (Docs/SwiftUI/Controls.md, "Styles
// of your own"). Both protocols are main-actor isolated, as Apple's are, so the body runs on the main thread.

/// What a `LabelStyle` receives: the label's title and icon
/// (https://developer.apple.com/documentation/swiftui/labelstyleconfiguration).
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    nonisolated public struct Title: View {
        let content: AnyView
        /// The title's view.
        public var body: some View { content }
    }

    /// The label's icon, as a view.
    nonisolated public struct Icon: View {
        let content: AnyView
        /// The icon's view.
        public var body: some View { content }
    }

    /// A description of the labeled item.
    public let title: Title
    /// A symbolic representation of the labeled item.
    public let icon: Icon
}

/// What a `GaugeStyle` receives: the gauge's value as a fraction of its range and its labels
/// (https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration).
public struct GaugeStyleConfiguration {
    /// The gauge's label, describing its purpose.
    nonisolated public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The label describing the current value.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The label describing the minimum of the range.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The label describing the maximum of the range.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The labels of marked values: none, as Vignette's `Gauge` takes none.
    nonisolated public struct MarkedValueLabel: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }

    /// The current value as a fraction of the gauge's range, 0 to 1 (Apple: "The valid range is 0.0 to 1.0").
    public var value: Double
    /// The gauge's label.
    public var label: Label
    /// The current value's label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum's label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum's label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked values' labels.
    public var markedValueLabels: MarkedValueLabel { MarkedValueLabel() }
}

extension LabelStyle {
    /// A style of your own: its `makeBody(configuration:)` draws the label.
    nonisolated public var _kind: _LabelStyleKind { .custom }
}

extension GaugeStyle {
    /// A style of your own: its `makeBody(configuration:)` draws the gauge.
    nonisolated public var _kind: _GaugeStyleKind { .custom }
}

extension Label {
    /// The configuration a custom style receives.
    var configuration: LabelStyleConfiguration {
        LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
    }
}

extension Gauge {
    /// The configuration a custom style receives: the value clamped into the range and taken as a fraction of it;
    /// a label the gauge was not given is nil.
    var configuration: GaugeStyleConfiguration {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(max((value - range.lowerBound) / span, 0), 1) : 0
        return GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self
                ? nil : currentValueLabel.map { .init(content: AnyView($0)) },
            minimumValueLabel: BoundsLabel.self == EmptyView.self
                ? nil : minimumValueLabel.map { .init(content: AnyView($0)) },
            maximumValueLabel: BoundsLabel.self == EmptyView.self
                ? nil : maximumValueLabel.map { .init(content: AnyView($0)) })
    }
}
