import ArgumentParser
import Vignette

/// `--intent name=value`: a parameter of an intent-configured widget (`AppIntentConfiguration`),
/// instead of its default (Docs/SwiftUI/AppIntents.md).
struct IntentOptions: ParsableArguments {
    @Option(
        name: .customLong("intent"),
        help: ArgumentHelp(
            "A parameter of an intent-configured widget, as name=value (repeatable). Default: each parameter's default.",
            valueName: "name=value"),
        transform: IntentOptions.pair)
    var pairs: [IntentPair] = []

    /// The values by name; a name given twice keeps the last.
    var values: [String: String] {
        Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    static func pair(_ text: String) throws -> IntentPair {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw OptionError.empty(expected: "a parameter as name=value, e.g. --intent city=paris")
        }
        return IntentPair(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }
}

/// One `--intent` value.
struct IntentPair: Sendable {
    let name: String
    let value: String
}

extension Names {
    /// The widget `id`, configured with `values` when there are any.
    static func widget(_ id: String, intent values: [String: String]) throws -> WidgetDefinition {
        guard !values.isEmpty else { return try widget(id) }
        _ = try widget(id)
        guard let configured = WidgetCatalog.current.configured else {
            throw VignetteError.invalidValue(
                name: "--intent", value: values.keys.sorted().joined(separator: ","),
                expected: "no --intent: \(id) is not configured by an intent")
        }
        return try configured(id, values)
    }
}
