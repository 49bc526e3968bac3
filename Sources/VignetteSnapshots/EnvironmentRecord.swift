import Foundation
import Vignette
import VignetteCairo

/// `Snapshots/ENVIRONMENT.json`: the font files and Cairo, Pango and fontconfig versions
/// the references were recorded with, written once for the folder, so a failure under
/// another environment can say so instead of showing a mystery diff.
enum EnvironmentRecord {
    static func url(in snapshotsFolder: URL) -> URL {
        snapshotsFolder.appendingPathComponent("ENVIRONMENT.json")
    }

    /// The recorded fingerprint; nil when there is none or it cannot be decoded.
    static func read(from snapshotsFolder: URL) -> FontFingerprint? {
        guard let data = try? Data(contentsOf: url(in: snapshotsFolder)) else { return nil }
        return try? JSONDecoder().decode(FontFingerprint.self, from: data)
    }

    /// How `current` differs from the recorded environment; empty when equal or unrecorded.
    static func differences(_ current: FontFingerprint, snapshotsFolder: URL) -> [String] {
        read(from: snapshotsFolder).map { current.differences(from: $0) } ?? []
    }

    private static let lock = NSLock()

    /// Writes `current` when nothing is recorded or it differs; returns what changed
    /// (empty for a first record or no change).
    @discardableResult
    static func update(_ current: FontFingerprint, snapshotsFolder: URL) throws -> [String] {
        try lock.withLock {
            let previous = read(from: snapshotsFolder)
            if let previous, previous == current { return [] }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try ReferenceFile.write(try encoder.encode(current) + Data("\n".utf8), to: url(in: snapshotsFolder))
            return previous.map { current.differences(from: $0) } ?? []
        }
    }
}
