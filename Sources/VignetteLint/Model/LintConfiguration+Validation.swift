import Foundation
import Vignette

extension LintConfiguration {
    /// The keys a configuration file may use, by level; anything else is a mistake worth naming.
    static let topKeys: Set<String> = ["widgets"]
    static let widgetKeys: Set<String> = ["appName", "appIconSymbols", "appIconImages", "relevanceRange", "silence"]
    static let silenceKeys: Set<String> = ["rule", "family", "reason"]

    /// Reads a configuration file and checks it; every error names the file, the line and the
    /// key (`widgets.w.silence[0].reason`), an unknown rule or family names the valid ones, and
    /// a silence without a reason is refused.
    public static func loadChecked(from url: URL, ruleIds: [String]) throws -> LintConfiguration {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LintConfigurationError(path: url.path, reason: "cannot be read")
        }
        let text = String(decoding: data, as: UTF8.self)
        let locator = JSONKeyLocator(text: text)
        func fail(_ path: [String], _ what: String) -> LintConfigurationError {
            LintConfigurationError(
                path: url.path, reason: "line \(locator.line(of: path)), key '\(JSONKeyLocator.dotted(path))': \(what)")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw LintConfigurationError(path: url.path, reason: JSONKeyLocator.syntaxError(error, in: text))
        }
        guard let top = object as? [String: Any] else { throw fail([], "expected an object with \"widgets\"") }
        for key in top.keys.sorted() where !topKeys.contains(key) {
            throw fail([key], "unknown key; the file holds only \"widgets\"")
        }
        guard let widgets = top["widgets"] as? [String: Any] else {
            throw fail(["widgets"], "expected an object of widget ids")
        }
        for (id, value) in widgets.sorted(by: { $0.key < $1.key }) {
            guard let settings = value as? [String: Any] else { throw fail(["widgets", id], "expected an object") }
            for key in settings.keys.sorted() where !widgetKeys.contains(key) {
                throw fail(["widgets", id, key], "unknown key; valid: \(widgetKeys.sorted().joined(separator: ", "))")
            }
            guard let silences = settings["silence"] else { continue }
            guard let list = silences as? [Any] else {
                throw fail(["widgets", id, "silence"], "expected a list of {rule, reason}")
            }
            for (index, entry) in list.enumerated() {
                let path = ["widgets", id, "silence", "[\(index)]"]
                guard let silence = entry as? [String: Any] else {
                    throw fail(path, "expected {\"rule\": …, \"reason\": …}")
                }
                for key in silence.keys.sorted() where !silenceKeys.contains(key) {
                    throw fail(path + [key], "unknown key; valid: family, reason, rule")
                }
                guard let rule = silence["rule"] as? String else {
                    throw fail(path + ["rule"], "missing: the id of the rule to silence")
                }
                guard ruleIds.contains(rule) else {
                    throw fail(path + ["rule"], "unknown rule '\(rule)'; valid: \(ruleIds.joined(separator: ", "))")
                }
                if let family = silence["family"] {
                    let names = WidgetFamily.allCases.map(\.rawValue)
                    guard let name = family as? String, names.contains(name) else {
                        throw fail(
                            path + ["family"], "unknown family \(family); valid: \(names.joined(separator: ", "))")
                    }
                }
                let reason = (silence["reason"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                guard !reason.isEmpty else {
                    throw fail(
                        path + ["reason"], "silencing '\(rule)' needs a reason; a silence without one is refused")
                }
            }
        }
        do { return try JSONDecoder().decode(LintConfiguration.self, from: data) } catch let DecodingError.typeMismatch(
            _, context)
        {
            throw fail(context.codingPath.map(\.stringValue), context.debugDescription)
        } catch {
            throw LintConfigurationError(path: url.path, reason: "is not a lint configuration: \(error)")
        }
    }

    /// Configured widget ids that are not among `known`, as an error naming the valid ones; nil when all are known.
    public func unknownWidgets(known: [String], path: String) -> LintConfigurationError? {
        let unknown = widgets.keys.filter { !known.contains($0) }.sorted()
        guard !unknown.isEmpty else { return nil }
        return LintConfigurationError(
            path: path,
            reason: "names unknown widget(s) \(unknown.map { "'\($0)'" }.joined(separator: ", ")); "
                + "valid: \(known.sorted().joined(separator: ", "))")
    }
}

/// Finds the line of a key path in JSON text, for error messages: each key is searched for
/// as `"key"` after the previous one; a list index `[i]` moves to the (i+1)th `{` after it
/// (the lists of the file hold flat objects).
struct JSONKeyLocator {
    let text: String

    func line(of path: [String]) -> Int {
        var from = text.startIndex
        for key in path {
            if key.hasPrefix("["), let index = Int(key.dropFirst().dropLast()) {
                for _ in 0...index {
                    guard let brace = text[from...].firstIndex(of: "{") else { break }
                    from = text.index(after: brace)
                }
                continue
            }
            guard let found = text.range(of: "\"\(key)\"", range: from..<text.endIndex) else { break }
            from = found.lowerBound
        }
        return text[..<from].filter { $0 == "\n" }.count + 1
    }

    /// "is not JSON: line 3: Invalid value around character 24." from Foundation's error, whose
    /// character offset is turned into a line.
    static func syntaxError(_ error: Error, in text: String) -> String {
        let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        guard let match = said.range(of: #"character (\d+)"#, options: .regularExpression),
            let offset = Int(said[match].dropFirst("character ".count))
        else { return "is not JSON: \(said)" }
        let line = text.unicodeScalars.prefix(offset).filter { $0 == "\n" }.count + 1
        return "is not JSON: line \(line): \(said)"
    }

    static func dotted(_ path: [String]) -> String {
        path.reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
    }
}
