import Foundation
import Vignette

extension Node {
    /// Reads a tree from a JSON file. Throws `VignetteError.unreadableFile`, or
    /// `invalidFile` with the line and column of a syntax error or the JSON path of a
    /// structural one (`children[2].modifiers[0].frame.alignment`). Its pictures name the
    /// file and their JSON path as where they were asked for.
    public static func decode(jsonAt url: URL, symbols: SymbolCatalog = .standard) throws -> Node {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
        return try decode(json: data, path: url.path, symbols: symbols)
    }
}
