import Foundation

/// A sentence that shows an intent's parameters in the editor ("Show weather in \(\.$city)").
/// Vignette keeps it as written; it has no effect on a render.
public protocol ParameterSummary: Sendable {}

/// The summary of an intent that declares none.
public struct _EmptyParameterSummary: ParameterSummary {
    init() {}
}

/// A summary sentence, with parameters interpolated by key path, and the parameters listed
/// after it (`Summary("…") { \.$unit }`).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence with its parameters' titles in braces.
    public let text: String

    /// A summary reading `format`.
    public init(_ format: ParameterSummaryString<Intent>) {
        text = format.text
    }

    /// A summary reading `format`, with other parameters listed after it.
    public init(
        _ format: ParameterSummaryString<Intent>,
        @ParameterSummaryBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>]
    ) {
        text = format.text
        _ = content()
    }
}

extension AppIntent {
    /// The summary of this intent, as `parameterSummary` spells it.
    public typealias Summary = IntentParameterSummary<Self>
}

/// The summary's sentence: literal text and parameters named by key path.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    let text: String

    /// A sentence without parameters.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A sentence with parameters.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Collects the sentence's text and its parameters' titles.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A parameter, shown as its key path.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "{\(parameter)}"
        }
    }
}

/// Lists the parameters after a summary's sentence.
@resultBuilder public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A parameter by key path.
    public static func buildExpression<Value>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>
    ) -> [PartialKeyPath<Intent>] {
        [parameter]
    }

    /// The parameters of the block, in order.
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        parts.flatMap { $0 }
    }
}

extension IntentParameterSummary {
    /// A summary that only lists parameters (`Summary { \.$city; \.$unit }`).
    public init(@ParameterSummaryBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>]) {
        text = ""
        _ = content()
    }
}

/// How `When` compares a parameter's value.
public enum ParameterSummaryComparison: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    case contains, hasPrefix, hasSuffix
}

/// A summary that depends on a parameter's value (`When(\.$kind, .equalTo, .gradient) { … } otherwise: { … }`).
/// The editor shows one branch or the other; a render shows neither, so both are kept as written.
public struct IntentParameterSummaryWhen<Intent: AppIntent>: ParameterSummary {
    /// A summary shown when the parameter compares as asked, `otherwise` when not.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
        _ then: () -> Then, otherwise: () -> Otherwise
    ) {
        _ = (then(), otherwise())
    }

    /// A summary shown only when the parameter compares as asked.
    public init<Value, Then: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
        _ then: () -> Then
    ) {
        _ = then()
    }
}

extension AppIntent {
    /// A summary that depends on a parameter's value, as `parameterSummary` spells it.
    public typealias When = IntentParameterSummaryWhen<Self>
}
