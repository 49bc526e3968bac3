import Foundation

/// One parameter of a configuration intent, as a command line or a report shows it.
public struct IntentParameterInfo: Hashable, Sendable, Codable {
    /// The property's name: what `--intent name=value` names.
    public let name: String
    /// The title shown in the widget's settings.
    public let title: String
    /// The value's type ("String", "Int?", an enum's or entity's display name).
    public let type: String
    /// The declared default as text (an entity's identifier, an enum's raw value); nil when none.
    public let defaultValue: String?
    /// The allowed values, for enums, entities (the query's suggestions) and `Bool`; nil for any.
    public let choices: [IntentValueChoice]?
    /// Whether Vignette can set it from text (its type is a primitive, `AppEnum` or `AppEntity`).
    public let isSettable: Bool
}

/// Why values given by name could not configure an intent; each message names the parameter and
/// lists what would have been accepted.
public enum IntentValueError: Error, Equatable, CustomStringConvertible {
    /// No parameter has this name.
    case unknownParameter(name: String, intent: String, parameters: [String])
    /// The text names no value of the parameter's type.
    case invalidValue(parameter: String, value: String, type: String, choices: [String]?)
    /// The parameter's type cannot be read from text.
    case notSettable(parameter: String, type: String)
    /// A query threw while looking a value up.
    case queryFailed(parameter: String, message: String)
    /// A parameter without a default got no value: an entity whose query has no `defaultResult()`.
    case noValue(parameter: String, intent: String)
    /// An async lookup did not finish in time.
    case timedOut(intent: String, seconds: TimeInterval)

    /// The message.
    public var description: String {
        switch self {
        case .unknownParameter(let name, let intent, let parameters):
            "intent '\(intent)' has no parameter '\(name)'; its parameters are: "
                + (parameters.isEmpty ? "(none)" : parameters.joined(separator: ", "))
        case .invalidValue(let parameter, let value, let type, let choices):
            "'\(value)' is not a valid \(type) for parameter '\(parameter)'"
                + (choices.map { "; valid values are: " + ($0.isEmpty ? "(none)" : $0.joined(separator: ", ")) } ?? "")
        case .notSettable(let parameter, let type):
            "parameter '\(parameter)' has type \(type), which cannot be given as text; "
                + "use String, Int, Double, Bool, an AppEnum or an AppEntity"
        case .queryFailed(let parameter, let message):
            "looking up a value for parameter '\(parameter)' failed: \(message)"
        case .noValue(let parameter, let intent):
            "parameter '\(parameter)' of intent '\(intent)' has no default and its query gives no defaultResult(); "
                + "give it a value by name"
        case .timedOut(let intent, let seconds):
            "looking up the values of intent '\(intent)' did not finish within \(seconds.formatted()) s"
        }
    }
}
