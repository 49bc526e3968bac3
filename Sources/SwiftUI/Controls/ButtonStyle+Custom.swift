import Foundation
import Vignette

// A button style of your own: Apple's `ButtonStyle` ("A type that applies standard interaction behavior and a
// custom appearance to all buttons within a view hierarchy",
// https://developer.apple.com/documentation/swiftui/buttonstyle). SwiftUI calls its `makeBody(configuration:)`
// for each button under `buttonStyle(_:)` with the button's label, its role and whether it is pressed; the
// body is the button's look, lowered as any view. A widget's still image is never pressed, so `isPressed` is
// false, and the style's body is drawn as it is: no tint or platter is added, as none is by `.plain`
// (Docs/SwiftUI/Controls.md, "A button style of your own"). Numi2/goer's `GlassButtonStyle` (Docs/Compatibility.md,
// thirteenth round) is one.

/// A type that gives every button under `buttonStyle(_:)` its look. Isolated to the main actor as Apple's is
/// (`@MainActor @preconcurrency protocol ButtonStyle`).
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The button's label, role and pressed state, as the style receives them.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` receives (https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration).
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The button's role, if it was given one (`Button(role:action:label:)`).
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: never, in a widget's still image.
    public let isPressed: Bool
}

nonisolated extension View {
    /// The style of the buttons inside: your own `ButtonStyle`, whose `makeBody(configuration:)` draws each one.
    /// A built-in style set inside (`.buttonStyle(.bordered)`) wins for the buttons under it, as Apple's does.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.controlStyles) {
            $0.customButton = { configuration in
                onMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) }
            }
        }
    }
}

extension Button {
    /// The look of the button: the custom style's body when one is in force, else the built-in style's.
    @ViewBuilder var styledLook: some View {
        if let custom = styles.customButton {
            custom(ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), isPressed: false))
        } else {
            ButtonLook(label: label, style: styles.button, tint: styles.tint, isOn: nil)
        }
    }
}
