import Foundation
import Vignette

/// What is wrong with a command-line value, worded in one place.
///
/// A value that fails to parse reaches the user after ArgumentParser's "The value 'x' is
/// invalid for '--option <name>':", which names the option; errors about a combination of
/// options name the options themselves.
enum OptionError: Error, Equatable, CustomStringConvertible {
    /// An empty or blank value; `expected` says what to give instead.
    case empty(expected: String)
    /// A name not in `known`.
    case unknown(kind: String, given: String, known: [String])
    /// A device id not in the catalog, which is too long to list in a message.
    case unknownDevice(given: String, known: [String])
    /// A device with no widget sizes on `os`; `available` are the OS versions it has them on.
    case deviceLacksOS(device: String, os: OSVersion, available: [OSVersion])
    /// An appearance the family never has on the device and OS (StandBy for a large widget or on
    /// A number outside its range, or not a number; the value is shown before the message.
    case notInRange(expected: String)
    /// An id that is neither a widget nor a Live Activity of the catalogue.
    case unknownSubject(given: String, widgets: [String], activities: [String])
    /// A content state the activity does not have; `known` ends with `all`.
    case unknownState(activity: String, given: String, known: [String])
    /// A Live Activity with no content states to draw (no `#Preview(as:using:…)` with `contentStates`).
    case noActivityStates(activity: String)
    /// Dynamic Island presentations asked for on a device without one.
    case noDynamicIsland([ActivityPresentation], device: String)
    /// A widget option given with a Live Activity; `hint` says what to use instead.
    case notForActivity(option: String, activity: String, hint: String)
    /// A Live Activity's id given to a command that takes widgets only.
    case activityNotTaken(String)
    /// A control's id given where a widget is drawn; `widgets` are the bundle's widgets.
    case controlNotDrawn(String, widgets: [String])
    /// An activity option given with a widget (`subject`: "course-schedule is a widget").
    case onlyForActivities(option: String, subject: String)
    /// A locale no one has data for; `closest` are the names nearest to it.
    case unknownLocale(given: String, closest: [String])

    /// Lists longer than this show the closest names and how to see the rest.
    static let longList = 12

    var description: String {
        switch self {
        case .empty(let expected):
            return "the value is empty or blank; give \(expected)"
        case .unknown(let kind, let given, let known) where known.count > Self.longList:
            return "unknown \(kind) '\(given)'" + Self.closest(given, in: known) + "; \(known.count) are known"
        case .unknown(let kind, let given, let known):
            let suggestion = ClosestNames.of(given, in: known, count: 1).first.map { "; did you mean '\($0)'?" } ?? ";"
            return "unknown \(kind) '\(given)'\(suggestion) known: \(known.joined(separator: ", "))"
        case .unknownDevice(let given, let known):
            return "unknown device '\(given)'" + Self.closest(given, in: known)
                + "; run 'vignette devices' for all \(known.count)"
        case .deviceLacksOS(let device, let os, let available):
            guard let other = available.last else { return "\(device) has no widget sizes on any OS" }
            let when =
                available.allSatisfy { $0.number > os.number }
                ? "exists from iOS \(available[0].number)"
                : "has widget sizes for \(available.map { "iOS \($0.number)" }.joined(separator: " and ")) only"
            return "\(device) \(when); use --os \(other.rawValue)"
        case .notInRange(let expected):
            return "expected \(expected)"
        case .unknownSubject(let given, let widgets, let activities):
            let suggestion =
                ClosestNames.of(given, in: widgets + activities, count: 1).first.map { "; did you mean '\($0)'?" }
                ?? ";"
            return
                "unknown widget or Live Activity '\(given)'\(suggestion) widgets: \(widgets.joined(separator: ", ")); "
                + "Live Activities: \(activities.joined(separator: ", "))"
        case .noActivityStates(let activity):
            return
                "Live Activity \(activity) has no content states to draw: add a preview beside its ActivityConfiguration, "
                + "#Preview(\"Started\", as: .content, using: MyAttributes(…)) { \(activity)() } contentStates: { MyAttributes.ContentState(…) }, "
                + "render it from a test with states given, or draw it with attributes and a state made up from "
                + "its Codable types with --sample-states (Docs/SwiftUI/LiveActivities.md)"
        case .unknownState(let activity, let given, let known):
            let suggestion = ClosestNames.of(given, in: known, count: 1).first.map { "; did you mean '\($0)'?" } ?? ";"
            return "unknown state '\(given)' of \(activity)\(suggestion) known: \(known.joined(separator: ", "))"
        case .noDynamicIsland(let presentations, let device):
            let withIsland =
                DeviceCatalog.standard.all.first { ActivityGeometry.of($0).island != nil }?.id ?? "an iPhone 16 Pro"
            return
                "--presentation \(presentations.map(\.rawValue).joined(separator: ",")): \(device) has no Dynamic Island, "
                + "so Live Activities show there only as the Lock Screen banner; use --presentation lockScreen, "
                + "or a device with a Dynamic Island such as \(withIsland)"
        case .notForActivity(let option, let activity, let hint):
            return "\(option) does not apply to a Live Activity (\(activity)); \(hint)"
        case .activityNotTaken(let id):
            return "\(id) is a Live Activity, and this command takes widgets only; "
                + "'vignette render', 'gallery', 'lint' and 'timeline' take Live Activities"
        case .controlNotDrawn(let id, let widgets):
            return "\(id) is a control (ControlWidget), not a widget: Vignette lists controls and draws none "
                + "(Docs/SwiftUI/ControlWidgets.md); the widgets are: \(widgets.isEmpty ? "none" : widgets.joined(separator: ", "))"
        case .onlyForActivities(let option, let subject):
            return "\(option) applies to Live Activities only; \(subject)"
        case .unknownLocale(let given, let closest):
            return VignetteError.unknownLocale(given: given, closest: closest).message
        }
    }

    /// "; closest: a, b, c" for the names near `given`, or nothing when none is near.
    private static func closest(_ given: String, in known: [String]) -> String {
        let near = ClosestNames.of(given, in: known)
        return near.isEmpty ? "" : "; closest: \(near.joined(separator: ", "))"
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "nothing" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension OSVersion {
    /// The major version: 26 for `ios26`.
    var number: Int { Int(rawValue.drop { !$0.isNumber }) ?? 0 }
}
