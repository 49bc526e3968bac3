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
    /// StandBy asked for on an iPad; `possible` are the appearances the family has there.
    case standByOnIPad(appearance: Appearance, device: String, possible: [Appearance])
    /// An appearance a family never has (StandBy for a large widget).
    case appearanceForFamily(Appearance, family: WidgetFamily, possible: [Appearance])
    /// A number outside its range, or not a number; the value is shown before the message.
    case notInRange(expected: String)

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
            let when = available.allSatisfy { $0.number > os.number } ? "exists from iOS \(available[0].number)"
                : "has widget sizes for \(available.map { "iOS \($0.number)" }.joined(separator: " and ")) only"
            return "\(device) \(when); use --os \(other.rawValue)"
        case .standByOnIPad(let appearance, let device, let possible):
            return "--appearance \(appearance.rawValue): StandBy exists on iPhone only and \(device) is an iPad; "
                + "use \(Self.list(possible.map(\.rawValue)))"
        case .appearanceForFamily(let appearance, let family, let possible):
            return "--appearance \(appearance.rawValue): a \(family.rawValue) widget is never shown that way; "
                + "use \(Self.list(possible.map(\.rawValue)))"
        case .notInRange(let expected):
            return "expected \(expected)"
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
