import Foundation
import Vignette

/// A value within a range, as SwiftUI's `Gauge`, drawn by the core's gauges in the style in
/// force (`gaugeStyle(_:)`; Docs/SwiftUI.md, "Controls").
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let value: Double
    let range: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.controlStyles) private var styles

    /// A gauge of `value` in `bounds`, with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
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
            return AnyView(CoreView { environment in
                AccessoryCircularGauge(value: value, in: range, tint: tint ?? .foreground,
                                       minLabel: minimum?.plainText, maxLabel: maximum?.plainText) {
                    (current.map { AnyView($0) } ?? AnyView(label)).node(in: environment)
                }.node
            })
        case .accessoryCircularCapacity:
            return AnyView(CoreView { environment in
                RingGauge(value: value, in: range, lineWidth: 6, tint: tint ?? .foreground) {
                    (current.map { AnyView($0) } ?? AnyView(label)).node(in: environment)
                }.node
            })
        case .accessoryLinear, .accessoryLinearCapacity:
            return AnyView(VStack(alignment: .leading, spacing: 2) {
                label
                CoreView { _ in ProgressBar(value: value, in: range, height: 4, tint: tint ?? .foreground).node }
            })
        case .automatic, .linearCapacity:
            return AnyView(VStack(alignment: .leading, spacing: 4) {
                label
                CoreView { _ in ProgressBar(value: value, in: range, height: 6, tint: tint ?? .blue).node }
                HStack {
                    minimum
                    Spacer(minLength: 0)
                    maximum
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            })
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label only.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}
