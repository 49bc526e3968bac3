import Foundation
import SwiftUI
import AppIntents

/// What a control shows: `ControlWidgetToggle` or `ControlWidgetButton` (iOS 18). Never drawn here.
@MainActor @preconcurrency public protocol ControlWidgetTemplate {}

/// The result builder of a control configuration's content: one template, or one of two.
@resultBuilder public enum ControlWidgetTemplateBuilder {
    /// The template itself.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// The template of an `if` branch.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        first: First
    ) -> _ConditionalControlTemplate<First, Second> { _ConditionalControlTemplate() }
    /// The template of an `else` branch.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        second: Second
    ) -> _ConditionalControlTemplate<First, Second> { _ConditionalControlTemplate() }
}

/// One of two templates, chosen by an `if`.
nonisolated public struct _ConditionalControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>:
    ControlWidgetTemplate
{}

/// A control that turns something on or off with a `SetValueIntent` (iOS 18).
nonisolated public struct ControlWidgetToggle<Label: View, ValueLabel: View>: ControlWidgetTemplate {
    /// A toggle titled `title`, whose label for the state comes from `valueLabel`.
    public init<Action: SetValueIntent>(
        _ title: LocalizedStringKey, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    )
    where Label == Text, Action.ValueType == Bool {}

    /// A toggle titled `title`, whose label for the state comes from `valueLabel`.
    @_disfavoredOverload
    public init<Action: SetValueIntent, Title: StringProtocol>(
        _ title: Title, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    )
    where Label == Text, Action.ValueType == Bool {}

    /// A toggle with its own label, whose label for the state comes from `valueLabel`.
    public init<Action: SetValueIntent>(
        isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    )
    where Action.ValueType == Bool {}

    /// A toggle with its own label.
    public init<Action: SetValueIntent>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label)
    where ValueLabel == EmptyView, Action.ValueType == Bool {}

    /// A toggle titled `title` with a symbol.
    public init<Action: SetValueIntent>(_ title: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action)
    where Label == SwiftUI.Label<Text, Image>, ValueLabel == EmptyView, Action.ValueType == Bool {}
}

/// A control that runs an intent when tapped (iOS 18).
nonisolated public struct ControlWidgetButton<Label: View>: ControlWidgetTemplate {
    /// A button with its own label.
    public init<Action: AppIntent>(action: Action, @ViewBuilder label: () -> Label) {}

    /// A button with its own label and a label for while the action runs.
    public init<Action: AppIntent, ActionLabel: View>(
        action: Action, @ViewBuilder label: () -> Label,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) {}

    /// A button titled `title` with a symbol.
    public init<Action: AppIntent>(_ title: LocalizedStringKey, systemImage: String, action: Action)
    where Label == SwiftUI.Label<Text, Image> {}
}

extension ControlWidgetTemplate {
    /// The control's tint; no effect here.
    public func tint(_ color: Color?) -> Self { self }
    /// What the action does, said to the person (e.g. "Start"); no effect here.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> Self { self }
    /// A status shown when the control changes; no effect here.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> Self { self }
}
