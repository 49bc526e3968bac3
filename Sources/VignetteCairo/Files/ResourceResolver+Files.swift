import Foundation
import Vignette

extension ResourceResolver {
    /// Pictures read from files: an absolute path as given, a relative one against `folder`
    /// (the working directory when nil, as it is when this is called).
    ///
    /// A picture that cannot be read fails the render with `VignetteError.unreadableResource`
    /// naming the path as written, the folder a relative path was resolved against and
    /// where the picture was asked for.
    public static func files(relativeTo folder: URL? = nil, symbols: SymbolCatalog = .standard) -> ResourceResolver {
        let base = (folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
        return ResourceResolver(symbols: symbols) { path in
            let isRelative = !path.hasPrefix("/")
            let file = isRelative ? URL(fileURLWithPath: base).appendingPathComponent(path).path : path
            do {
                let bytes: Data
                do {
                    bytes = try Data(contentsOf: URL(fileURLWithPath: file))
                } catch {
                    throw VignetteError.unreadableResource(
                        kind: "picture", path: path, base: nil, origin: nil,
                        reason: VignetteError.reason(for: error))
                }
                // A PDF is opened by poppler, which reads its page size wherever the file keeps it
                // and fails naming the file when it is not a PDF it can draw.
                if bytes.prefix(5).elementsEqual("%PDF-".utf8) {
                    return ResolvedPicture(bytes: bytes, info: try PDFPage.info(bytes, name: path))
                }
                return try ResolvedPicture(bytes: bytes, name: path)
            } catch VignetteError.unreadableResource(let kind, _, _, let origin, let reason) {
                throw VignetteError.unreadableResource(
                    kind: kind, path: path, base: isRelative ? base : nil,
                    origin: origin, reason: reason)
            }
        }
    }
}
