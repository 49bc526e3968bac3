import Foundation
import Vignette

// Controls of the app's own screens that a widget target compiles with shared view code: a toggle
// bound to the app's state, a navigation link, a colour picker. A widget's snapshot takes no taps, so
// each is drawn as it looks at rest (Docs/SwiftUI/Controls.md, "The app's controls").

extension Toggle {
    /// A toggle bound to `isOn` (SwiftUI's `init(isOn:label:)`), drawn in the binding's state as
    /// `Toggle(isOn:intent:)` is; a widget's snapshot never changes it.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(drawnOn: isOn.wrappedValue, label: label())
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title bound to `isOn`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a title shown as it is, bound to `isOn`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A link to another screen of the app (SwiftUI's `NavigationLink`). A widget has no navigation: it is
/// drawn as SwiftUI draws a navigation link outside a `List`, a button's label in the tint colour.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link presenting `destination`, drawn as `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link presenting the destination the closure makes, drawn as `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label in the tint colour; VoiceOver reads it as one element, a button.
    public var body: some View {
        label.foregroundStyle(.tint)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
    }
}

extension NavigationLink where Label == Text {
    /// A link with a localized title presenting `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a localized title presenting the destination the closure makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link with a title shown as it is presenting `destination`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link presenting the destination a `navigationDestination(for:)` gives `value`, drawn as `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(destination: EmptyView(), label: label)
    }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link with a localized title presenting the destination for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(destination: EmptyView()) { Text(titleKey) }
    }
}

/// How a `NavigationView` presents its columns (SwiftUI's `NavigationViewStyle`); a widget draws the
/// content either way.
public protocol NavigationViewStyle {}
/// One column at a time, as an iPhone shows a navigation view.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The stack style.
    public init() {}
}
/// Two columns where there is room (an iPad); an iPhone shows one.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The two-column style.
    public init() {}
}
/// The platform's choice: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The default style.
    public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension View {
    /// Accepted: a widget's snapshot draws a navigation view's content, whatever its style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A control that picks a colour (SwiftUI's `ColorPicker`): on iOS the label leading and, trailing,
/// a colour well showing the selection inside a ring of the hue circle. A widget's snapshot draws it at
/// rest: the label, a flexible space of at least 8 pt, and a 28 pt well — a 3 pt ring of the hues
/// around a circle of the selection inset 2 pt from the ring (estimated, not measured).
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Color
    let label: Label

    /// A picker for `selection`, drawn with `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    /// The label and the well.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            ZStack {
                Circle().strokeBorder(
                    AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                    lineWidth: 3)
                Circle().fill(selection).padding(5)
            }
            .frame(width: 28, height: 28)
        }
        .accessibilityElement(children: .combine)
    }
}

extension ColorPicker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker with a title shown as it is.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
    ) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
