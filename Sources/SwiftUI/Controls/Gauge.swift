import Foundation
import Vignette

/// A value within a range, as SwiftUI's `Gauge`, drawn by the core's gauges in the style in
/// force (`gaugeStyle(_:)`; Docs/SwiftUI/Controls.md).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let value: Double
    let range: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.controlStyles) private var styles

    /// A gauge of `value` in `bounds`, with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.value = Double(value)
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The gauge as its style draws it.
    public var body: some View {
        let value = value, range = range, tint = styles.tint
        let current = currentValueLabel, minimum = minimumValueLabel, maximum = maximumValueLabel, label = label
        switch styles.gauge {
        case .accessoryCircular:
            return AnyView(
                CoreView { environment in
                    AccessoryCircularGauge(
                        value: value, in: range, tint: tint ?? .foreground,
                        minLabel: minimum?.plainText, maxLabel: maximum?.plainText
                    ) {
                        (current.map { AnyView($0) } ?? AnyView(label)).node(in: environment)
                    }.node
                })
        case .accessoryCircularCapacity:
            return AnyView(
                CoreView { environment in
                    RingGauge(value: value, in: range, lineWidth: 6, tint: tint ?? .foreground) {
                        (current.map { AnyView($0) } ?? AnyView(label)).node(in: environment)
                    }.node
                })
        case .accessoryLinear, .accessoryLinearCapacity:
            return AnyView(
                LinearGaugeLook(label: label, current: current, minimum: minimum, maximum: maximum) {
                    CoreView { _ in ProgressBar(value: value, in: range, height: 4, tint: tint ?? .foreground).node }
                })
        case .automatic, .linearCapacity:
            // A thick capsule on the system's light fill, well below its label (measured on an
            // iOS 17 capture; Docs/SwiftUI/Controls.md, "Gauge styles").
            return AnyView(
                LinearGaugeLook(label: label, current: current, minimum: minimum, maximum: maximum, labelSpacing: 12) {
                    CoreView { _ in
                        ProgressBar(
                            value: value, in: range, height: 17, tint: tint ?? .blue, track: .tertiarySystemFill
                        ).node
                    }
                })
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label only.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// A linear gauge as Apple documents `accessoryLinearCapacity`: the label above, the bounds at
/// the bar's leading and trailing edges, the current value below. `linearCapacity` is drawn the
/// same way (its page does not say; Docs/SwiftUI/Controls.md).
struct LinearGaugeLook<Label: View, Current: View, Bound: View, Bar: View>: View {
    let label: Label
    let current: Current?
    let minimum: Bound?
    let maximum: Bound?
    /// From the label to the bar.
    var labelSpacing: CGFloat = 4
    @ViewBuilder let bar: () -> Bar

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            // An empty label takes no room, so it gets no gap either.
            label
                .padding(.bottom, label is EmptyView ? 0 : labelSpacing - 4)
            HStack(spacing: 4) {
                minimum
                bar()
                maximum
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            current
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
