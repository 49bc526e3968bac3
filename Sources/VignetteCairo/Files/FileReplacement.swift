import Foundation
import Vignette

/// Writes an output file whole or not at all: the bytes go to a temporary file beside it,
/// which is then renamed over it, so a reader or an interrupted run sees the old file or
/// the new one, never part of one.
///
/// Why not `Data.write`: Foundation's write flushes every file to the disk (`fsync`, atomic or
/// not), and in a gallery of 486 images 22% of the workers' waits were for those
/// flushes, with a core idle. Images are rendered again from their source; surviving a power
/// cut is not worth a flush each. Snapshot references, which a person accepted, keep the flush.
package enum FileReplacement {
    package static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).partial")
        do {
            try put(data, at: temporary.path, naming: url.path)
            guard rename(temporary.path, url.path) == 0 else { throw failure(url.path) }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Creates `path` (it must not exist) with `data`, with the permissions the umask gives a new
    /// file; an error names `output`, the file the user asked for.
    private static func put(_ data: Data, at path: String, naming output: String) throws {
        let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw failure(output) }
        var failed = false
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let wrote = Foundation.write(file, bytes.baseAddress! + offset, bytes.count - offset)
                if wrote < 0 && errno == EINTR { continue }
                guard wrote > 0 else {
                    failed = true
                    return
                }
                offset += wrote
            }
        }
        let error = failed ? failure(output) : nil
        guard close(file) == 0, error == nil else { throw error ?? failure(output) }
    }

    private static func failure(_ path: String) -> VignetteError {
        VignetteError.unwritable(path: path, reason: String(cString: strerror(errno)))
    }
}
