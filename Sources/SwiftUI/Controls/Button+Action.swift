import Foundation
import Vignette

// `Button(action:label:)` and `Button(_:action:)`: the app's buttons, which a widget draws too. A widget runs
// no closure: its buttons act through app intents ("When someone interacts with one of those controls, you
// respond by creating an app intent", Apple's "Widgets, Live Activities, and Controls",
// https://developer.apple.com/documentation/appintents/widgets-live-activities-and-controls), and a still
// image has no taps anyway. The button is drawn as the style in force shows its label, as
// `Button(intent:label:)` is (Docs/SwiftUI/Controls.md, "Buttons").
extension Button {
    /// A button running `action` when tapped (never, in a widget), drawn as `label`.
    public init(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line
    ) {
        self.label = label()
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// A button of `role` (drawn alike: roles colour buttons in menus and alerts) running `action`.
    public init(
        role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(action: action, label: label, fileID: fileID, line: line)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a localized title running `action`.
    public init(
        _ titleKey: LocalizedStringKey, action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(action: action, label: { Text(titleKey) }, fileID: fileID, line: line)
    }

    /// A button with a title shown as it is, running `action`.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(action: action, label: { Text(title) }, fileID: fileID, line: line)
    }
}

/// What a button does, for its look in menus and alerts (Apple's `ButtonRole`).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}
