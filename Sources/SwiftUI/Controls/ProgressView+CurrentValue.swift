import Foundation
import Vignette

extension ProgressView {
    /// The progress of `interval` at the render clock, with a label above and `currentValueLabel`
    /// (typically the timer's text) under the bar (Docs/SwiftUI/Controls.md).
    public init<CurrentValueLabel: View>(
        timerInterval interval: ClosedRange<Date>, countsDown: Bool = true,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(timerInterval: interval, countsDown: countsDown, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Progress of `value` out of `total`, with a label above and `currentValueLabel` under the bar.
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, total: total, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }
}
