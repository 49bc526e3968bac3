import Foundation
import Vignette

extension DeviceCatalog {
    /// Reads a device table in the format of the bundled one (`Scripts/make-devices-json.py`
    /// writes it).
    ///
    /// - Throws: `VignetteError.unreadableFile` when the file can't be read,
    ///   `VignetteError.invalidFile` when it is not a device table, and the errors of
    ///   `init(devices:)`.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
        try self.init(json: data, path: url.path)
    }
}
