import Foundation

extension ProgressView {
    /// A spinner with a label under it (SwiftUI's `init(label:)`), drawn still.
    public init(@ViewBuilder label: () -> Label) {
        progress = .indeterminate
        self.label = label()
    }
}

extension ProgressView where Label == EmptyView {
    /// A spinner: progress with no value (SwiftUI's `ProgressView()`), drawn still, as a snapshot shows it.
    public init() {
        progress = .indeterminate
        label = nil
    }
}

extension ProgressView where Label == Text {
    /// A spinner with a text label under it.
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }
}

/// iOS's activity indicator at rest: eight spokes 20 pt across in the secondary colour, fading round the
/// circle (measured on UIKit's medium `UIActivityIndicatorView`, not compared pixel for pixel).
nonisolated struct IndeterminateSpinner<Label: View>: View {
    let label: Label?

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                ForEach(0..<8, id: \.self) { spoke in
                    Capsule()
                        .fill(Color.secondary.opacity(1 - Double(spoke) * 0.1))
                        .frame(width: 2.5, height: 6)
                        .offset(y: -6.5)
                        .rotationEffect(.degrees(Double(spoke) * -45))
                }
            }
            .frame(width: 20, height: 20)
            label.foregroundStyle(.secondary)
        }
    }
}
