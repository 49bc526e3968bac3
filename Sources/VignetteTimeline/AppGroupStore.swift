import Foundation
import Vignette

/// The container an app and its widget share (an app group): Codable values in JSON
/// files, one per key. The app writes, the widget's provider reads.
///
/// Writes are atomic (a temporary file renamed into place), so a provider never reads
/// half a value. Data protection is modelled by periods during which every read fails,
/// as reads of protected files fail while the device is locked; reads take the reader's
/// "now" so a simulated day decides them, not the wall clock.
public final class AppGroupStore: @unchecked Sendable {
    /// The directory holding one JSON file per key.
    public let folder: URL
    private let lock = NSLock()
    private var unreadablePeriods: [DateInterval] = []
    private var reads = 0

    /// A store in `folder`, created if missing.
    public init(folder: URL) throws {
        self.folder = folder
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw VignetteError.unwritable(path: folder.path, reason: VignetteError.reason(for: error))
        }
    }

    /// A store in a fresh folder under the system's temporary directory.
    public static func temporary() throws -> AppGroupStore {
        let name = "vignette-app-group-\(UUID().uuidString)"
        return try AppGroupStore(folder: FileManager.default.temporaryDirectory.appendingPathComponent(name))
    }

    /// Stores `value` under `key`, replacing what was there in one step.
    public func write<Value: Encodable>(_ value: Value, forKey key: String) throws {
        let url = try file(for: key)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try encoder.encode(value).write(to: url, options: .atomic)
        } catch {
            throw VignetteError.unwritable(path: url.path, reason: VignetteError.reason(for: error))
        }
    }

    /// The value under `key` as the reader sees it at `date`.
    ///
    /// - Throws: `VignetteError.storeUnreadable` while the store is locked, when nothing
    ///   is stored under `key`, or when the file does not decode as `Value`.
    public func read<Value: Decodable>(_ type: Value.Type, forKey key: String, at date: Date) throws -> Value {
        let url = try file(for: key)
        lock.withLock { reads += 1 }
        guard isReadable(at: date) else {
            throw VignetteError.storeUnreadable(
                key: key, reason: "the device is locked, so protected data is unavailable")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw VignetteError.storeUnreadable(key: key, reason: "nothing is stored under it yet (\(url.path))")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw VignetteError.storeUnreadable(key: key, reason: "\(url.path) is not a valid \(Value.self): \(error)")
        }
    }

    /// How many reads were attempted, failed ones included: the lint counts them to
    /// catch a placeholder or preview snapshot that loads real data.
    public var readCount: Int { lock.withLock { reads } }

    /// Makes every read fail during `interval` (the device is locked).
    public func makeUnreadable(during interval: DateInterval) {
        lock.withLock { unreadablePeriods.append(interval) }
    }

    /// Whether a read at `date` can succeed. A locked interval includes its start and excludes its end.
    public func isReadable(at date: Date) -> Bool {
        lock.withLock { !unreadablePeriods.contains { $0.start <= date && date < $0.end } }
    }

    /// Deletes the store's folder and everything in it.
    public func destroy() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Keys become file names, so they are limited to characters safe in one.
    private func file(for key: String) throws -> URL {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        guard !key.isEmpty, !key.hasPrefix("."), key.unicodeScalars.allSatisfy(allowed.contains) else {
            throw VignetteError.invalidValue(
                name: "app-group store key", value: key,
                expected: "letters, digits, '.', '-' or '_', not starting with '.'")
        }
        return folder.appendingPathComponent(key + ".json")
    }
}
