import Foundation
import Vignette

/// Progress towards completion, as SwiftUI's `ProgressView`: a bar (or, with
/// `progressViewStyle(.circular)`, a ring) filled to the fraction, with an optional label above.
///
/// `ProgressView(timerInterval:countsDown:)` is live: the core fills it at the render clock when
/// it lays the widget out (`TimerProgress`), emptying when it counts down, so it moves between
/// timeline entries as on iOS (Docs/Time.md).
nonisolated public struct ProgressView<Label: View>: View {
    /// A fixed fraction, or an interval the render clock moves through.
    enum Progress {
        case fixed(Double)
        case timer(ClosedRange<Date>, countsDown: Bool)
        /// No value: a spinner (`ProgressView()`).
        case indeterminate
    }

    let progress: Progress
    let label: Label?
    /// The current value shown under the bar (`currentValueLabel:`), in the caption style.
    var currentValueLabel: AnyView?
    @Environment(\.controlStyles) private var styles

    /// Progress of `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        progress = .fixed(value.map { total > 0 ? Double($0) / Double(total) : 0 } ?? 0)
        self.label = label()
    }

    /// The progress of `interval` at the render clock: full to empty when it counts down.
    public init(timerInterval interval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        progress = .timer(interval, countsDown: countsDown)
        self.label = label()
    }

    /// The bar or ring, with the label above.
    public var body: some View {
        if let custom = styles.customProgress { return custom(configuration) }
        let tint = styles.tint ?? .blue
        let circular = styles.progress == .circular
        if case .indeterminate = progress { return AnyView(IndeterminateSpinner(label: label)) }
        let gauge: Node =
            switch progress {
            case .indeterminate: .empty
            case .fixed(let fraction):
                circular
                    ? RingGauge(value: min(max(fraction, 0), 1), lineWidth: 4, tint: tint).node
                    : ProgressBar(value: min(max(fraction, 0), 1), height: 4, tint: tint).node
            case .timer(let interval, let countsDown):
                circular
                    ? RingGauge.timer(interval, countsDown: countsDown, lineWidth: 4, tint: tint)
                    : ProgressBar.timer(interval, countsDown: countsDown, height: 4, tint: tint)
            }
        let drawn =
            circular ? AnyView(CoreView { _ in gauge }.frame(width: 24, height: 24)) : AnyView(CoreView { _ in gauge })
        // Without a label the view is the gauge alone, as SwiftUI draws `ProgressView(value:)`.
        guard Label.self != EmptyView.self || currentValueLabel != nil else { return AnyView(drawn) }
        return AnyView(
            VStack(alignment: .leading, spacing: 4) {
                label
                drawn
                currentValueLabel.font(.caption).foregroundStyle(.secondary)
            })
    }
}

extension ProgressView where Label == EmptyView {
    /// Progress of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// The progress of `interval` at the render clock.
    public init(timerInterval interval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: interval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// Progress with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        self.init(value: value, total: total) { Text(titleKey) }
    }
}
