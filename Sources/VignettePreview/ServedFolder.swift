import Foundation

/// A folder the preview serves files from. A request's path is resolved inside it or refused:
/// no `..` or `.` segment (spelled or percent-encoded), no absolute path, no backslash or NUL,
/// and no symbolic link that leads outside the folder.
struct ServedFolder: Sendable {
    /// Why a path was refused; the server answers 403 (404 for `missing`).
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case dotSegment(String), absolute(String), badCharacter(String), escapes(String), missing(String)

        var description: String {
            switch self {
            case .dotSegment(let path): return "'\(path)' has a '..' or '.' segment"
            case .absolute(let path): return "'\(path)' is an absolute path"
            case .badCharacter(let path): return "'\(path)' has a backslash, NUL or encoded slash"
            case .escapes(let path): return "'\(path)' leads outside the served folder"
            case .missing(let path): return "no file '\(path)'"
            }
        }
    }

    /// The folder, its symbolic links resolved.
    let root: URL

    init(_ folder: URL) {
        root = URL(fileURLWithPath: Self.realPath(folder.path) ?? folder.standardizedFileURL.path, isDirectory: true)
    }

    /// The regular file at `requested` (a URL path below the route, still percent-encoded).
    func file(at requested: String) throws(Refusal) -> URL {
        let lowered = requested.lowercased()
        // Encoded dots and slashes are refused before decoding, so no decoding order lets one through.
        if lowered.contains("%2e") { throw .dotSegment(requested) }
        if lowered.contains("%2f") || lowered.contains("%5c") || lowered.contains("%00") {
            throw .badCharacter(requested)
        }
        guard let decoded = requested.removingPercentEncoding else { throw .badCharacter(requested) }
        if decoded.hasPrefix("/") || decoded.hasPrefix("~") { throw .absolute(requested) }
        if decoded.contains("\\") || decoded.contains("\0") { throw .badCharacter(requested) }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == ".." || $0 == "." }) { throw .dotSegment(requested) }
        if segments.contains(where: \.isEmpty) { throw .badCharacter(requested) }
        let candidate = root.appendingPathComponent(decoded)
        guard let real = Self.realPath(candidate.path) else { throw .missing(requested) }
        guard real.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else { throw .escapes(requested) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue else {
            throw .missing(requested)
        }
        return URL(fileURLWithPath: real)
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
