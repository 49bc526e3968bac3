import Foundation
import Vignette

/// A value within a range, as SwiftUI's `Gauge`, drawn by the core's gauges in the style in
/// force (`gaugeStyle(_:)`; Docs/SwiftUI/Controls.md).
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
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
        case .custom:
            return styles.customGauge.map { $0(configuration) } ?? AnyView(label)
        case .accessoryCircular:
            return AnyView(
                CoreView { environment in
                    circularGaugeSized(
                        AccessoryCircularGauge(
                            value: value, in: range, tint: tint ?? .foreground,
                            minimumLabel: boundNode(minimum, in: environment),
                            maximumLabel: boundNode(maximum, in: environment)
                        ) {
                            (current.map { AnyView($0) } ?? AnyView(label)).node(in: environment)
                        }.node, in: environment)
                })
        case .accessoryCircularCapacity:
            return AnyView(
                CoreView { environment in
                    circularGaugeSized(
                        RingGauge(value: value, in: range, lineWidth: 6, tint: tint ?? .foreground) {
                            (current.map { AnyView($0) } ?? AnyView(label)).node(in: environment)
                        }.node, in: environment)
                })
        case .accessoryLinear:
            // A bar with a marker; the bounds in the label's own font and colour, 10 pt from the
            // bar (measured on an iOS 17 capture; Docs/SwiftUI/Controls.md, "Gauge styles").
            return AnyView(
                LinearGaugeLook(
                    label: label, current: current, minimum: minimum, maximum: maximum, boundsSpacing: 10,
                    plainBounds: true
                ) {
                    CoreView { _ in MarkerBar(value: value, in: range, height: 8, tint: tint ?? .foreground).node }
                })
        case .accessoryLinearCapacity:
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

/// A bound label's node, keeping the font the label sets; nil when the gauge has none.
func boundNode<Bound: View>(_ bound: Bound?, in environment: EnvironmentValues) -> Node? {
    guard let bound, !(bound is EmptyView) else { return nil }
    return bound.node(in: environment)
}

/// The diameter of an accessory circular gauge outside the accessory families: the
/// `accessoryCircular` widget's size on current iPhones under iOS 26 (60 pt,
/// Docs/Data/widget-sizes.json), the widget the style is made for (Docs/SwiftUI/Controls.md).
let circularGaugeStandaloneDiameter: CGFloat = 60

/// A circular accessory gauge fills what an accessory family offers; in a home-screen widget it
/// keeps the accessory circle's size whatever it is offered, which is why apps enlarge it with
/// `scaleEffect` rather than a frame. Live Activities and views outside a widget keep filling.
func circularGaugeSized(_ gauge: Node, in environment: EnvironmentValues) -> Node {
    guard let family = environment.core.family, !family.isAccessory,
        environment.core.activityPresentation == nil
    else { return gauge }
    return gauge.frame(width: circularGaugeStandaloneDiameter, height: circularGaugeStandaloneDiameter)
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
nonisolated struct LinearGaugeLook<Label: View, Current: View, Bound: View, Bar: View>: View {
    let label: Label
    let current: Current?
    let minimum: Bound?
    let maximum: Bound?
    /// From the label to the bar.
    var labelSpacing: CGFloat = 4
    /// From the bounds to the bar.
    var boundsSpacing: CGFloat = 4
    /// Whether the bounds keep the font and colour around the gauge (`accessoryLinear`) instead of
    /// being secondary caption text.
    var plainBounds = false
    @ViewBuilder let bar: () -> Bar

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            // An empty label takes no room, so it gets no gap either.
            label
                .padding(.bottom, label is EmptyView ? 0 : labelSpacing - 4)
            if plainBounds {
                bounds
            } else {
                bounds.font(.caption).foregroundStyle(.secondary)
            }
            current
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private var bounds: some View {
        HStack(spacing: boundsSpacing) {
            minimum
            bar()
            maximum
        }
    }
}
