import Foundation
import Vignette

/// A modifier whose values can animate (SwiftUI's `AnimatableModifier`, deprecated in iOS 17 for
/// `Animatable` plus `ViewModifier`); a snapshot draws the final value.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Whether a view is presented, and how to dismiss it (SwiftUI's `PresentationMode`, deprecated for
/// `isPresented` and `dismiss`). A widget is never presented: `isPresented` is false and
/// `dismiss()` does nothing, as SwiftUI's for a view that is not presented.
public struct PresentationMode: Sendable {
    /// Whether the view is presented: never in a widget.
    public var isPresented: Bool { false }
    /// Does nothing: there is no presentation to end.
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// The view's presentation: not presented, in a widget.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

nonisolated extension View {
    /// The accent colour of the controls in this view (SwiftUI's `accentColor(_:)`, deprecated for
    /// `tint(_:)`): the same as `tint`.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// The shape taps land in; nothing is drawn differently (a widget's snapshot is not hit-tested).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// The shape taps land in, given as a button border shape (`contentShape(ButtonBorderShape.automatic)`,
    /// daneden/TimeMachine; Apple's `ButtonBorderShape` is a `Shape` from iOS 17,
    /// https://developer.apple.com/documentation/swiftui/buttonbordershape): nothing is drawn differently.
    public func contentShape(_ shape: ButtonBorderShape, eoFill: Bool = false) -> some View { self }

    /// An action on a tap: a widget's view takes no gestures (a tap opens the app), so nothing runs
    /// and nothing is drawn differently.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}
