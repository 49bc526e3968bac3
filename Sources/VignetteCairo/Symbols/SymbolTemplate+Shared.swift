import Foundation
import Vignette

extension SymbolTemplate {
    /// The environment variable naming a folder of SF Symbols templates for snapshot tests (the
    /// `--symbols` of test runs, as `VIGNETTE_SYSTEM_FONTS` is their `--system-font`).
    public static let folderVariable = "VIGNETTE_SYMBOLS"

    /// The templates of `folder`, read once per folder for the process (snapshot assertions ask
    /// for them on every call).
    ///
    /// - Throws: as `folder(atPath:origin:)`: a missing folder or a file that is not a template.
    public static func shared(folder: String, origin: String) throws -> [String: SymbolTemplate] {
        try SharedTemplates.lock.withLock {
            if let templates = SharedTemplates.read[folder] { return templates }
            let templates = try SymbolTemplate.folder(atPath: folder, origin: origin)
            SharedTemplates.read[folder] = templates
            return templates
        }
    }

    /// The templates of the folder `$VIGNETTE_SYMBOLS` names; none when it is unset or empty.
    public static func sharedForEnvironment(_ environment: [String: String]? = nil) throws -> [String: SymbolTemplate] {
        // One variable read with getenv: a snapshot assertion asks on every call, and the whole
        // environment as a dictionary cost about 2 % of a verify.
        let folder = environment.map { $0[folderVariable] } ?? getenv(folderVariable).map { String(cString: $0) }
        guard let folder, !folder.isEmpty else { return [:] }
        return try shared(folder: folder, origin: "$" + folderVariable)
    }
}

/// The folders `SymbolTemplate.shared(folder:origin:)` read, kept for the process.
private enum SharedTemplates {
    static let lock = NSLock()
    nonisolated(unsafe) static var read: [String: [String: SymbolTemplate]] = [:]
}
