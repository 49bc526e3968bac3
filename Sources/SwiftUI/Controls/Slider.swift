import Foundation
import Vignette

// An app's slider, compiled with shared view code. In a widget only App Intents run ("Adding
// interactivity to widgets and Live Activities"), and a snapshot takes no taps, so it is drawn at rest
// (Docs/SwiftUI/Controls.md, "The app's controls"). The app's buttons: Button+Action.swift.

/// A control choosing a value from a range by dragging a thumb along a track (SwiftUI's `Slider`),
/// drawn at rest: a 4 pt capsule track across the width, tinted up to the value and `systemFill`
/// after it, under a 28 pt white thumb with a soft shadow at the value, 28 pt tall in all (the look
/// of iOS's slider estimated from Apple's screenshots, not measured).
nonisolated public struct Slider<Label: View>: View {
    /// Where the value lies in its range, from 0 to 1.
    let fraction: Double
    let label: Label

    /// A slider showing `value` in `bounds`, labelled `label` for VoiceOver.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let share = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
        fraction = min(max(share.isFinite ? share : 0, 0), 1)
        self.label = label()
    }

    /// A slider stepping by `step` (a snapshot shows the value as it is).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    /// The track and the thumb; VoiceOver reads the value as a percentage (the label is not drawn).
    public var body: some View {
        let fraction = fraction
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - 28, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(paint: .systemFill)).frame(height: 4)
                Capsule().fill(.tint).frame(width: 14 + travel * fraction, height: 4)
                Circle().fill(Color.white)
                    .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 2)
                    .frame(width: 28, height: 28)
                    .offset(x: travel * fraction)
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: 28)
        .accessibilityElement(children: .ignore)
        .accessibilityValue(Text(verbatim: "\(Int((fraction * 100).rounded()))%"))
    }
}

extension Slider where Label == EmptyView {
    /// A slider showing `value` in `bounds`, with no label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider showing `value` in `bounds`, stepping by `step`, with no label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
