import Foundation
import Vignette

// A toggle style of your own: Apple's `ToggleStyle` ("The appearance and behavior of a toggle",
// https://developer.apple.com/documentation/swiftui/togglestyle). SwiftUI calls its `makeBody(configuration:)`
// for each toggle under `toggleStyle(_:)` with the toggle's label and a binding to its state
// (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration); the body is the toggle's look,
// lowered as any view, with nothing of the built-in switch added. A widget's toggle shows the state it was
// given (`Toggle(isOn:intent:)`), so the binding reads that state, and a write to it changes nothing drawn: a
// widget is redrawn only from its timeline (Docs/SwiftUI/Controls.md, "A toggle style of your own").
// littleossa/UltimateWidgetTodo's `TodoItemToggleStyle` (Docs/Compatibility.md, fourteenth round) is one.

/// What a `ToggleStyle` receives: the toggle's label and state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on: the state the widget gave it; a write changes nothing drawn.
    @Binding public var isOn: Bool
    /// Whether the toggle shows a mixed state: never, as a widget's `Toggle` takes one state.
    public var isMixed: Bool
}

extension ToggleStyle {
    /// A style of your own: its `makeBody(configuration:)` draws the toggle.
    nonisolated public var _kind: _ToggleStyleKind { .custom }
}

extension Toggle {
    /// The configuration a custom style receives.
    var configuration: ToggleStyleConfiguration {
        ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: .constant(isOn), isMixed: false)
    }
}
