import Foundation
import Vignette

// An app's date picker, compiled with shared view code (daneden/TimeMachine's `TimeMachineView`). In a widget
// only App Intents run and a snapshot takes no taps, so it is drawn at rest (Docs/SwiftUI/Controls.md, "The
// app's controls"; Docs/SwiftUI.md §3, "Scenes, scroll margins and refreshing").

/// Which parts of a date a `DatePicker` shows (iOS 13,
/// https://developer.apple.com/documentation/swiftui/datepickercomponents): `.date` (day, month and year)
/// and `.hourAndMinute`, as an option set.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt

    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 3)
}

/// A control choosing a date (SwiftUI's `DatePicker`), drawn at rest in iOS's default compact style: the
/// label, then the date ("Nov 30, 2026") and the time ("9:41 AM") each in a 6 pt-cornered box of
/// `tertiarySystemFill`, in the process's locale and time zone — the look estimated from Apple's
/// screenshots, not measured.
nonisolated public struct DatePicker<Label: View>: View {
    /// The `displayedComponents` type (`DatePicker.Components`).
    public typealias Components = DatePickerComponents

    let date: Date
    let components: Components
    let label: Label
    @Environment(\.labelsVisibility) private var labelsVisibility

    /// A picker of `selection`, showing `displayedComponents` (`[.hourAndMinute, .date]` unless given),
    /// labelled `label` (https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)).
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// A picker limited to `range` (the snapshot shows the selection as it is).
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The label and one box for the date and one for the time, those `components` names; under
    /// `labelsHidden()` the boxes alone.
    public var body: some View {
        HStack(spacing: 6) {
            if labelsVisibility != .hidden {
                label
                Spacer(minLength: 0)
            }
            if components.contains(.date) { Self.box(date.formatted(date: .abbreviated, time: .omitted)) }
            if components.contains(.hourAndMinute) { Self.box(date.formatted(date: .omitted, time: .shortened)) }
        }
    }

    static func box(_ words: String) -> some View {
        Text(verbatim: words)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(paint: .tertiarySystemFill)))
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title` (`DatePicker("Date", selection: $date)`).
    public init(
        _ title: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

private struct LabelsVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The visibility of the labels of the controls below (iOS 18,
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/labelsvisibility): `.automatic`
    /// unless `labelsHidden()` or `labelsVisibility(_:)` sets it. `DatePicker` reads it; the other app
    /// controls draw their labels as before.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// "Hides the labels of any controls contained within this view"
    /// (https://developer.apple.com/documentation/swiftui/view/labelshidden()): `labelsVisibility(.hidden)`.
    public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }

    /// Sets the visibility of the labels of the controls below (iOS 18).
    public func labelsVisibility(_ visibility: Visibility) -> some View { environment(\.labelsVisibility, visibility) }
}
