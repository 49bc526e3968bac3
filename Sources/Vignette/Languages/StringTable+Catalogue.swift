import Foundation

extension StringTable {
    /// The table of an Xcode string catalogue (`Localizable.xcstrings`): its `sourceLanguage`, and
    /// for each key in `strings` each language of `localizations` — a `stringUnit`'s `value`,
    /// `variations.plural` forms, `variations.device` (the iPhone's, else `other`), and
    /// `substitutions`. Keys marked `"shouldTranslate": false` and values without text are left out.
    ///
    /// - Throws: `VignetteError.invalidFile` naming `file` and the line: where the JSON breaks,
    ///   or where a value is not what a catalogue holds there.
    public init(catalogue data: Data, file: String) throws {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch let error as JSONSyntaxError {
            throw VignetteError.invalidFile(
                path: file, location: "line \(error.line), column \(error.column)", reason: error.reason)
        }
        let reader = CatalogueReader(file: file, text: String(decoding: data, as: UTF8.self))
        let top = try reader.object(root, [])
        self.init(sourceLanguage: try top["sourceLanguage"].map { try reader.string($0, ["sourceLanguage"]) } ?? "en")
        guard let strings = top["strings"] else { return }
        for (key, value) in try reader.members(strings, ["strings"]) {
            let path = ["strings", key]
            let fields = try reader.object(value, path)
            if case .bool(false)? = fields["shouldTranslate"] { continue }
            guard let localizations = fields["localizations"] else { continue }
            for (language, localization) in try reader.members(localizations, path + ["localizations"]) {
                if let entry = try reader.entry(localization, path + ["localizations", language]) {
                    add(entry, key: key, language: language)
                }
            }
        }
    }
}

/// Reads the parts of a catalogue, naming the file and line of whatever is not as expected.
private struct CatalogueReader {
    let file: String
    let text: String

    func entry(_ value: JSONValue, _ path: [String]) throws -> StringTable.Entry? {
        let fields = try object(value, path)
        guard var forms = try forms(fields, path) else { return nil }
        var substitutions: [String: StringTable.Substitution] = [:]
        if let given = fields["substitutions"] {
            for (name, substitution) in try members(given, path + ["substitutions"]) {
                let at = path + ["substitutions", name]
                let parts = try object(substitution, at)
                let argument = try parts["argNum"].map { try number($0, at + ["argNum"]) } ?? 1
                let specifier = try parts["formatSpecifier"].map { try string($0, at + ["formatSpecifier"]) } ?? "lld"
                substitutions[name] = StringTable.Substitution(
                    argument: max(argument - 1, 0), specifier: "%" + specifier,
                    forms: try self.forms(parts, at) ?? [:])
            }
        }
        if forms[.other] == nil, let any = forms.values.sorted().first { forms[.other] = any }
        return StringTable.Entry(forms: forms, substitutions: substitutions)
    }

    /// The forms of a localization (or substitution): a string unit, plural variations, or
    /// the device variation an iPhone shows.
    private func forms(_ fields: [String: JSONValue], _ path: [String]) throws -> [PluralCategory: String]? {
        if let unit = fields["stringUnit"] {
            let unitFields = try object(unit, path + ["stringUnit"])
            return try unitFields["value"].map { [.other: try string($0, path + ["stringUnit", "value"])] }
        }
        guard let variations = fields["variations"] else { return nil }
        let kinds = try object(variations, path + ["variations"])
        if let plural = kinds["plural"] {
            var forms: [PluralCategory: String] = [:]
            for (name, form) in try members(plural, path + ["variations", "plural"]) {
                let at = path + ["variations", "plural", name]
                guard let category = PluralCategory(rawValue: name) else {
                    throw fail(
                        at,
                        "unknown plural category '\(name)'; CLDR's are "
                            + PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))
                }
                forms[category] = try self.forms(try object(form, at), at)?[.other]
            }
            return forms.isEmpty ? nil : forms
        }
        if let device = kinds["device"] {
            let devices = try object(device, path + ["variations", "device"])
            for name in ["iphone", "other"] {
                if let chosen = devices[name] {
                    return try forms(
                        try object(chosen, path + ["variations", "device", name]),
                        path + ["variations", "device", name])
                }
            }
        }
        return nil
    }

    func object(_ value: JSONValue, _ path: [String]) throws -> [String: JSONValue] {
        Dictionary(try members(value, path), uniquingKeysWith: { first, _ in first })
    }

    func members(_ value: JSONValue, _ path: [String]) throws -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = value else { throw fail(path, "expected an object, found \(value.summary)") }
        return members
    }

    func string(_ value: JSONValue, _ path: [String]) throws -> String {
        guard case .string(let text) = value else { throw fail(path, "expected a string, found \(value.summary)") }
        return text
    }

    func number(_ value: JSONValue, _ path: [String]) throws -> Int {
        guard case .number(let number) = value, number == number.rounded() else {
            throw fail(path, "expected a whole number, found \(value.summary)")
        }
        return Int(number)
    }

    /// An error at the line where `path`'s last key is written (found by reading the keys of
    /// the path in order), with the path itself.
    func fail(_ path: [String], _ reason: String) -> VignetteError {
        let where_ =
            path.isEmpty
            ? "top level" : path.map { $0.contains(".") || $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ".")
        let line = Self.line(of: path, in: text).map { "line \($0), " } ?? ""
        return .invalidFile(path: file, location: line + where_, reason: reason)
    }

    /// The line of the last key of `path`, each key looked for (quoted) after the one before it.
    static func line(of path: [String], in text: String) -> Int? {
        var from = text.startIndex
        for key in path {
            let quoted =
                "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
            guard let found = text.range(of: quoted, range: from..<text.endIndex) else { return nil }
            from = found.lowerBound
        }
        return path.isEmpty ? nil : text[..<from].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
