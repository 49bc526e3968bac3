import Foundation
import Vignette

/// Progress towards completion, as SwiftUI's `ProgressView`: a bar (or, with
/// `progressViewStyle(.circular)`, a ring) filled to the fraction, with an optional label above.
///
/// `ProgressView(timerInterval:countsDown:)` shows the fraction of the interval at the render
/// clock, emptying when it counts down (Docs/SwiftUI/Controls.md).
public struct ProgressView<Label: View>: View {
    let fraction: (Date) -> Double
    let label: Label?
    @Environment(\.controlStyles) private var styles
    @Environment(\.self) private var environment

    /// Progress of `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        let done = value.map { total > 0 ? Double($0) / Double(total) : 0 } ?? 0
        fraction = { _ in done }
        self.label = label()
    }

    /// The progress of `interval` at the render clock: full to empty when it counts down.
    public init(timerInterval interval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        fraction = { now in
            let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
            guard length > 0 else { return countsDown ? 0 : 1 }
            let elapsed = min(max(now.timeIntervalSince(interval.lowerBound) / length, 0), 1)
            return countsDown ? 1 - elapsed : elapsed
        }
        self.label = label()
    }

    /// The bar or ring, with the label above.
    public var body: some View {
        let value = min(max(fraction(environment.core.date), 0), 1)
        let tint = styles.tint ?? .blue
        return VStack(alignment: .leading, spacing: 4) {
            label
            if styles.progress == .circular {
                CoreView { _ in RingGauge(value: value, lineWidth: 4, tint: tint).node }
                    .frame(width: 24, height: 24)
            } else {
                CoreView { _ in ProgressBar(value: value, height: 4, tint: tint).node }
            }
        }
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
