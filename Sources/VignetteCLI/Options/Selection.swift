import ArgumentParser

/// A list-valued option: names repeated (`--family systemSmall --family systemMedium`) or
/// comma-separated (`--family systemSmall,systemMedium`), or `all`.
struct Selection<Value: OptionValue & Equatable>: OptionValue {
    /// The values named in order, or nil for `all`.
    let values: [Value]?

    init(_ values: [Value]?) { self.values = values }

    init?(argument: String) {
        guard let selection = try? Self.parse(argument) else { return nil }
        self = selection
    }

    /// `all` anywhere in the list means every value, as it always has.
    static func parse(_ text: String) throws -> Selection {
        let items = try OptionText.items(text, expected: Value.example + ", or all")
        if items.contains("all") { return Selection(nil) }
        do {
            return Selection(try items.map(Value.parse))
        } catch OptionError.unknown(let kind, let given, let known) {
            throw OptionError.unknown(kind: kind, given: given, known: known + ["all"])
        }
    }

    static var valueKind: String { Value.valueKind }
    static var allValueStrings: [String] { Value.allValueStrings + ["all"] }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    static var valuesSummary: String { Value.valuesSummary + ", or all; repeatable or comma-separated" }
    var defaultValueDescription: String {
        values.map { $0.map(\.defaultValueDescription).joined(separator: ",") } ?? "all"
    }
}

extension Array {
    /// The values chosen by repeated list options, each once in order; nil when none was
    /// given or one of them said `all`.
    func chosen<Value>() -> [Value]? where Element == Selection<Value> {
        guard !isEmpty, allSatisfy({ $0.values != nil }) else { return nil }
        var result: [Value] = []
        for value in flatMap({ $0.values ?? [] }) where !result.contains(value) { result.append(value) }
        return result
    }
}
