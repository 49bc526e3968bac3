import AppIntents
import Foundation
import Vignette

/// A button that performs an app intent when tapped (interactive widgets, iOS 17). A still
/// image has no taps: it is drawn as its style shows the label (Docs/SwiftUI/Controls.md).
nonisolated public struct Button<Label: View>: View {
    let label: Label
    @Environment(\.controlStyles) var styles
    /// The Swift line that made the button, for lint (`Located.swift`).
    let origin: SourceOrigin?
    /// The role given with `Button(role:action:label:)`, which a custom `ButtonStyle` receives.
    var role: ButtonRole?

    /// A button running `intent`, drawn as `label`.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line) {
        self.label = label()
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// The label in the button style in force; VoiceOver reads it as one element, a button.
    public var body: some View {
        styledLook
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .located(origin)
    }
}

extension Button where Label == Text {
    /// A button with a localized title.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I, fileID: String = #fileID, line: Int = #line) {
        self.init(intent: intent, label: { Text(titleKey) }, fileID: fileID, line: line)
    }

    /// A button with a title shown as it is, running `intent`.
    @_disfavoredOverload public init<I: AppIntent, S: StringProtocol>(
        _ title: S, intent: I, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(intent: intent, label: { Text(title) }, fileID: fileID, line: line)
    }
}

/// A toggle that runs an app intent when tapped; drawn in its state, as its style shows it.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label
    @Environment(\.controlStyles) private var styles

    /// A toggle showing `isOn`, running `intent` when tapped.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(drawnOn: isOn, label: label())
    }

    /// A toggle drawn in `isOn`, whatever runs when it is tapped (`AppControls.swift`).
    init(drawnOn isOn: Bool, label: Label) {
        self.isOn = isOn
        self.label = label
    }

    /// The label and its switch, or a button prominent when on; VoiceOver reads it as one
    /// element, a toggle button valued "on" or "off" (Docs/Accessibility.md).
    public var body: some View {
        look.accessibilityElement(children: .combine)
            .accessibilityAddTraits([.isButton, .isToggle])
            .accessibilityValue(isOn ? "on" : "off")
    }

    private var look: some View {
        switch styles.toggle {
        case .custom:
            AnyView(styles.customToggle.map { $0(configuration) } ?? AnyView(label))
        case .button:
            AnyView(
                ButtonLook(label: label, style: isOn ? .borderedProminent : .bordered, tint: styles.tint, isOn: isOn))
        case .automatic, .switch:
            AnyView(
                HStack {
                    label
                    Spacer(minLength: 8)
                    SwitchLook(isOn: isOn, tint: styles.tint ?? .green)
                })
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }
}

/// How the button styles draw a label (Docs/SwiftUI/Controls.md, "Buttons"). The bordered platter
/// is a rounded rectangle on iOS 18 and earlier (measured on an iOS 17 capture) and a capsule on
/// iOS 26; without a `tint` of its own the bordered platter is the system's gray fill.
nonisolated struct ButtonLook<Label: View>: View {
    let label: Label
    let style: _ButtonStyleKind
    /// The tint set with `.tint(_:)`, if any; blue otherwise.
    let tint: Paint?
    let isOn: Bool?

    var body: some View {
        let accent = Color(paint: tint ?? .blue)
        switch style {
        case .plain:
            AnyView(label)
        case .automatic, .borderless:
            AnyView(TintedUnlessStyled(label: label, accent: accent))
        case .bordered:
            AnyView(
                padded(label.foregroundStyle(accent))
                    .background { BorderShape(paint: tint.map { $0.opacity(0.15) } ?? .secondarySystemFill) })
        case .borderedProminent:
            AnyView(
                padded(label.foregroundStyle(Color.white))
                    .background { BorderShape(paint: tint ?? .blue) })
        }
    }

    private func padded(_ content: some View) -> some View {
        content.padding(.horizontal, 12).padding(.vertical, 7)
    }

    /// A borderless label in the tint, unless a foreground style was set around the button: the
    /// tint is the label's default colour, and `Button { }.foregroundColor(.red)` is red
    /// (Docs/SwiftUI/Controls.md, "Buttons").
    nonisolated private struct TintedUnlessStyled: View, PrimitiveView {
        let label: Label
        let accent: Color

        var body: Never { primitiveBody() }

        func lower(in environment: EnvironmentValues) -> Node {
            environment.core.foreground == .primary
                ? SwiftUI.lower(label.foregroundStyle(accent), in: environment)
                : SwiftUI.lower(label, in: environment)
        }
    }

    /// The bordered styles' border shape (SwiftUI's `ButtonBorderShape`) in `paint`, by the OS the widget is drawn for.
    nonisolated private struct BorderShape: View {
        let paint: Paint

        var body: some View {
            CoreView { environment in
                let automatic: ShapeKind =
                    environment.core.os == .ios18 ? .roundedRect(cornerRadius: 6, style: .continuous) : .pill
                return .shape(environment.buttonBorderShape.shape(automatic: automatic), paint)
            }
        }
    }
}

/// iOS's switch: a 51 × 31 pt capsule, the tint when on and a grey fill when off, with a white knob.
nonisolated struct SwitchLook: View {
    let isOn: Bool
    let tint: Paint

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? Color(paint: tint) : Color(paint: .systemFill))
            Circle().fill(Color.white).padding(2)
        }
        .frame(width: 51, height: 31)
    }
}
