import Foundation
import SwiftUI
import Vignette

/// The widget's string tables where Foundation looks for them. Xcode compiles an extension's
/// string catalogues into its bundle, where `NSLocalizedString` and `Bundle.localizedString(forKey:
/// value:table:)` find them; Linux's Foundation reads `<language>.lproj/<Table>.strings` beside the
/// executable (its main bundle) and no catalogue. So, before a bundle's code runs, the tables of the
/// render's resources are written there in that form (Docs/Languages.md, "Foundation's lookups").
enum BundleStrings {
    /// Writes every table of `library` into `bundle` (a file is rewritten only when its text changed).
    static func install(library: AssetLibrary = .current, bundle: URL = Bundle.main.bundleURL) {
        for (path, text) in files(library: library) {
            let url = bundle.appendingPathComponent(path)
            if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url, options: .atomic)
        }
    }

    /// The `.strings` files of `library`'s tables, by path under the bundle (`de.lproj/Localizable.strings`):
    /// each key's plain value (its `other` plural form), keys in order. A table that does not parse is
    /// left to the render, which fails naming it.
    static func files(library: AssetLibrary) -> [(path: String, text: String)] {
        let names = Set(library.folders.flatMap { $0.stringFiles.map(\.table) })
        var files: [(String, String)] = []
        for name in names.sorted() {
            var merged: StringTable?
            for folder in library.folders {
                guard let table = try? folder.strings(named: name) else { continue }
                if merged == nil { merged = StringTable(sourceLanguage: table.sourceLanguage) }
                merged?.merge(table)
            }
            guard let table = merged else { continue }
            var byLanguage: [String: [(key: String, value: String)]] = [:]
            for (key, languages) in table.strings {
                for (language, entry) in languages {
                    guard let value = entry.forms[.other] ?? entry.forms.values.first else { continue }
                    byLanguage[language, default: []].append((key, value))
                }
            }
            for (language, pairs) in byLanguage.sorted(by: { $0.key < $1.key }) {
                let lines = pairs.sorted { $0.key < $1.key }.map {
                    "\"\(escaped($0.key))\" = \"\(escaped($0.value))\";"
                }
                files.append(("\(language).lproj/\(name).strings", lines.joined(separator: "\n") + "\n"))
            }
        }
        return files
    }

    /// A `.strings` literal's escapes.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
