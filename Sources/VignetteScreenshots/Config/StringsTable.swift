import Foundation
import Vignette

/// The caption texts of one locale: keys to strings, plus the app-icon labels.
public struct StringsTable: Hashable, Sendable {
    /// The file it came from, for messages.
    public var source: String
    /// Caption texts by key.
    public var texts: [String: String]
    /// Labels under the placeholder app icons, in grid order; may be empty.
    public var appNames: [String]

    /// A table read from `source`.
    public init(source: String, texts: [String: String], appNames: [String] = []) {
        self.source = source
        self.texts = texts
        self.appNames = appNames
    }

    /// The text of `key`.
    ///
    /// - Throws: `VignetteError.invalidFile` naming the table and the field that used the key.
    public func text(_ key: String, usedBy field: String) throws -> String {
        guard let text = texts[key] else {
            // unknownName's wording suggests the nearest key ("did you mean …?").
            let unknown = VignetteError.unknownName(kind: "string key", given: key, known: texts.keys.sorted())
            throw VignetteError.invalidFile(path: source, location: field, reason: unknown.message)
        }
        return text
    }
}
