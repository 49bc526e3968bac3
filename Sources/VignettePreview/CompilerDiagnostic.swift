import Foundation

/// One compiler error as the page shows it: file (relative to the package), line, column, message.
struct CompilerDiagnostic: Codable, Sendable, Equatable {
    var file: String
    var line: Int
    var column: Int?
    var message: String

    /// The `path:line[:column]: error: message` lines in `output` (swiftc's and the linker's form),
    /// each once, paths made relative to `folder`.
    static func errors(in output: String, relativeTo folder: URL) -> [CompilerDiagnostic] {
        let prefix = folder.standardizedFileURL.path + "/"
        var found: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let match = line.wholeMatch(of: /\s*(.+?):(\d+):(?:(\d+):)? error: (.+)/) else { continue }
            var file = String(match.1)
            if file.hasPrefix(prefix) { file = String(file.dropFirst(prefix.count)) }
            let diagnostic = CompilerDiagnostic(
                file: file, line: Int(match.2) ?? 0, column: match.3.flatMap { Int($0) },
                message: String(match.4))
            if !found.contains(diagnostic) { found.append(diagnostic) }
        }
        return found
    }
}
