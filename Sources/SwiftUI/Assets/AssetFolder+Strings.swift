import Foundation
import Vignette

/// A string table's file in a resources folder: a catalogue holds every language, a
/// `.strings` file the language of its `.lproj` folder (Docs/Languages.md §3).
package struct StringFile: Sendable {
    package let url: URL
    /// The table the file belongs to: its name without extension (`Localizable`).
    package let table: String
    /// The `.lproj` folder's language (`ar`, `zh-Hans`, `Base`); nil for a catalogue.
    package let language: String?

    /// The file at `url` if it is a string table, else nil.
    init?(_ url: URL) {
        let table = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension {
        case "xcstrings":
            (self.url, self.table, language) = (url, table, nil)
        case "strings" where url.deletingLastPathComponent().pathExtension == "lproj":
            (self.url, self.table) = (url, table)
            language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        default:
            return nil
        }
    }

    /// The file's strings.
    func read() throws -> StringTable {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
        if let language { return try StringTable(stringsFile: data, language: language, file: url.path) }
        return try StringTable(catalogue: data, file: url.path)
    }
}

/// The tables a folder has read, by name; each read once per process.
final class TableCache: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [String: Result<StringTable?, VignetteError>] = [:]

    func table(
        _ name: String, reading make: () -> Result<StringTable?, VignetteError>
    ) -> Result<StringTable?, VignetteError> {
        if let known = lock.withLock({ tables[name] }) { return known }
        let made = make()
        lock.withLock { tables[name] = made }
        return made
    }
}

extension AssetFolder {
    /// Table `name` of this folder, its files merged in walk order (a key's first value wins);
    /// nil when no file belongs to it.
    ///
    /// - Throws: `VignetteError.invalidFile` for a file that does not parse, naming it and the line.
    package func strings(named name: String) throws -> StringTable? {
        try tables.table(name) {
            Result {
                var merged: StringTable?
                for file in stringFiles where file.table == name {
                    let table = try file.read()
                    if merged == nil { merged = StringTable(sourceLanguage: table.sourceLanguage) }
                    merged?.merge(table)
                }
                return merged
            }.mapError { $0 as? VignetteError ?? .unreadableFile(path: name, reason: "\($0)") }
        }.get()
    }
}

extension AssetLibrary {
    /// String table `name` (`Localizable` unless `Text` names another) from every resources
    /// folder, the first folder's values first; nil when no folder has one. A file that does
    /// not parse is recorded as an asset problem, so the render fails naming it.
    package func strings(named name: String) -> StringTable? {
        var merged: StringTable?
        for folder in folders {
            do {
                guard let table = try folder.strings(named: name) else { continue }
                if merged == nil { merged = StringTable(sourceLanguage: table.sourceLanguage) }
                merged?.merge(table)
            } catch let error as VignetteError {
                AssetProblems.report(.invalidStringTable(error))
            } catch {}
        }
        return merged
    }
}
