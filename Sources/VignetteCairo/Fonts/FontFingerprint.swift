import CCairo
import Foundation

/// What a render's text depends on: each font file's path, size and SHA-256, and the
/// Cairo, Pango and fontconfig versions. Two renders with equal fingerprints used the
/// same fonts; when they differ, `differences(from:)` says how.
public struct FontFingerprint: Hashable, Sendable, Codable {
    /// One font file as it was when fingerprinted.
    public struct File: Hashable, Sendable, Codable {
        /// The file's absolute path.
        public var path: String
        /// The file's size in bytes.
        public var byteCount: Int
        /// Lowercase hex SHA-256 of the contents; empty when the file can no longer be read.
        public var sha256: String
    }

    /// Every font file of the library, in library order.
    public var files: [File]
    /// The Cairo version the render linked against.
    public var cairoVersion: String
    /// The Pango version the render linked against.
    public var pangoVersion: String
    /// The fontconfig version the render linked against.
    public var fontconfigVersion: String
    /// Which family served each part of the system font (`SystemFonts.Role` raw values, such as
    /// "text" or "rounded"), "(stand-in)" after the standard set's; nil in records made before.
    public var systemFonts: [String: String]?

    /// Fingerprints the files as they are on disk now.
    package init(files paths: [String], systemFonts: [String: String]? = nil) {
        self.systemFonts = systemFonts
        files = paths.map { path in
            let data = (try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)) ?? Data()
            return File(path: path, byteCount: data.count, sha256: Self.sha256(data))
        }
        cairoVersion = String(cString: cairo_version_string())
        pangoVersion = String(cString: pango_version_string())
        let fc = Int(FcGetVersion())
        fontconfigVersion = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
    }

    /// One SHA-256 over everything above, to compare or store in a single string.
    public var digest: String {
        var text = "cairo \(cairoVersion)\npango \(pangoVersion)\nfontconfig \(fontconfigVersion)\n"
        for file in files {
            text += "\(file.path) \(file.byteCount) \(file.sha256)\n"
        }
        for (role, family) in (systemFonts ?? [:]).sorted(by: { $0.key < $1.key }) {
            text += "system \(role) \(family)\n"
        }
        return Self.sha256(Data(text.utf8))
    }

    /// Human-readable reasons why `other` might render text differently; empty when equal.
    public func differences(from other: FontFingerprint) -> [String] {
        var notes: [String] = []
        for (name, mine, theirs) in [
            ("cairo", cairoVersion, other.cairoVersion),
            ("pango", pangoVersion, other.pangoVersion),
            ("fontconfig", fontconfigVersion, other.fontconfigVersion),
        ] where mine != theirs {
            notes.append("\(name) \(theirs) -> \(mine)")
        }
        let theirs = Dictionary(other.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let mine = Set(files.map(\.path))
        for file in files {
            guard let old = theirs[file.path] else {
                notes.append("added font \(file.path)")
                continue
            }
            if old.sha256 != file.sha256 {
                notes.append("changed font \(file.path) (\(old.byteCount) -> \(file.byteCount) bytes)")
            }
        }
        for file in other.files where !mine.contains(file.path) {
            notes.append("removed font \(file.path)")
        }
        let myRoles = systemFonts ?? [:], theirRoles = other.systemFonts ?? [:]
        for role in Set(myRoles.keys).union(theirRoles.keys).sorted() where myRoles[role] != theirRoles[role] {
            notes.append("system font \(role): \(theirRoles[role] ?? "none") -> \(myRoles[role] ?? "none")")
        }
        return notes
    }

    /// SHA-256 through GLib, which Pango already links.
    static func sha256(_ data: Data) -> String {
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return "" }
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { bytes in
            if let base = bytes.bindMemory(to: UInt8.self).baseAddress {
                g_checksum_update(checksum, base, bytes.count)
            }
        }
        return g_checksum_get_string(checksum).map { String(cString: $0) } ?? ""
    }
}
