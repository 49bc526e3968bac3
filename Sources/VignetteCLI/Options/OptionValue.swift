import ArgumentParser

/// A command-line value with a fixed set of spellings: help lists them, shell completion
/// offers them, and a bad one fails with an `OptionError` that names what is wrong.
///
/// Options read these with `@Option(help: .of(T.self, …), completion: T.defaultCompletionKind,
/// transform: T.parse)` rather than `init?(argument:)`, so that the error text is
/// ours (short, with the closest names) while ArgumentParser names the option it came from.
protocol OptionValue: ExpressibleByArgument, Sendable {
    /// The value spelled `text`, or an `OptionError` saying why there is none.
    static func parse(_ text: String) throws -> Self
    /// What one value is called in messages: "family", "OS", "device id".
    static var valueKind: String { get }
    /// How help describes the valid values when listing them all would be too long.
    static var valuesSummary: String { get }
}

extension OptionValue {
    static var valuesSummary: String { allValueStrings.joined(separator: ", ") }

    /// "a family such as systemSmall": what to give instead of an empty value.
    static var example: String {
        let article = valueKind.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
        return "\(article) \(valueKind)" + (allValueStrings.first.map { " such as \($0)" } ?? "")
    }
}

/// A plain enum whose raw values are its spellings: `png`, `ios26`, `systemSmall`.
protocol NamedOptionValue: OptionValue, CaseIterable, RawRepresentable where RawValue == String {}

// ArgumentParser gives these enums `init?(argument:)`, `allValueStrings` and completion from their raw values.
extension NamedOptionValue {
    static func parse(_ text: String) throws -> Self {
        let name = try OptionText.nonBlank(text, expected: example)
        // An exact match first, then one that differs in case only (`iOS26`, `systemsmall`).
        guard
            let value = Self(rawValue: name) ?? allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
        else { throw OptionError.unknown(kind: valueKind, given: name, known: allValueStrings) }
        return value
    }
}

/// Checks shared by every option that takes text.
package enum OptionText {
    /// `text` without surrounding spaces; an empty or blank value is an error, never a default.
    static func nonBlank(_ text: String, expected: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw OptionError.empty(expected: expected) }
        return trimmed
    }

    /// The comma-separated items of one value (`systemSmall,systemMedium`); blank items
    /// between commas are skipped, but a value with no item at all is an error.
    static func items(_ text: String, expected: String) throws -> [String] {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        guard !items.isEmpty else { throw OptionError.empty(expected: expected) }
        return items
    }

    /// A transform for a free-text option (a path, an id, a time): the text, never blank.
    package static func required(_ expected: String) -> @Sendable (String) throws -> String {
        { try nonBlank($0, expected: expected) }
    }
}

extension ArgumentHelp {
    /// Help for an option of `T`: `abstract`, the valid values (or their summary), then
    /// the default: `value`'s spelling, or `whenAbsent` for an option that may be left out.
    static func of<T: OptionValue>(
        _ type: T.Type, _ abstract: String, default value: T? = nil,
        whenAbsent: String? = nil
    ) -> ArgumentHelp {
        let defaultText = (value?.defaultValueDescription ?? whenAbsent).map { " Default: \($0)." } ?? ""
        return ArgumentHelp("\(abstract) Values: \(T.valuesSummary).\(defaultText)", argumentType: type)
    }
}

extension Option {
    /// An optional option of `T`: help lists its values, completion offers them, a bad value
    /// fails with `T`'s error. `whenAbsent` says what leaving it out means.
    init<T: OptionValue>(name: NameSpecification = .long, about abstract: String, whenAbsent: String? = nil)
    where Value == T? {
        self.init(
            name: name, help: .of(T.self, abstract, whenAbsent: whenAbsent), completion: T.defaultCompletionKind,
            transform: { try T.parse($0) })
    }

    /// An option of `T` with a default.
    init(wrappedValue: Value, name: NameSpecification = .long, about abstract: String) where Value: OptionValue {
        self.init(
            wrappedValue: wrappedValue, name: name, help: .of(Value.self, abstract, default: wrappedValue),
            completion: Value.defaultCompletionKind, transform: { try Value.parse($0) })
    }

    /// A repeatable option of `T`; `whenAbsent` says what giving none means.
    init<T: OptionValue>(
        wrappedValue: [T], name: NameSpecification = .long, about abstract: String,
        whenAbsent: String? = nil
    ) where Value == [T] {
        self.init(
            wrappedValue: wrappedValue, name: name, help: .of(T.self, abstract, whenAbsent: whenAbsent),
            completion: T.defaultCompletionKind, transform: { try T.parse($0) })
    }
}
