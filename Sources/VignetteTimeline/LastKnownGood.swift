import Foundation
import Vignette

/// The last value a provider read successfully, kept for when the store can't be read.
///
/// WidgetKit keeps a widget extension's process alive between reloads for a while, so
/// a provider can hold this in memory; a real widget would also copy it to a file with
/// weaker data protection so that it outlives the process. In a simulation it lives as
/// long as the provider.
public final class LastKnownGood<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (value: Value, date: Date)?

    /// An empty holder: nothing has been read yet.
    public init() {}

    /// Reads with `read`; on success remembers the value, on failure falls back to the
    /// remembered one. Throws only when `read` fails and nothing was ever read.
    public func value(reading read: () throws -> Value, at date: Date) throws -> (value: Value, isFallback: Bool) {
        do {
            let value = try read()
            lock.withLock { stored = (value, date) }
            return (value, false)
        } catch {
            guard let kept = lock.withLock({ stored }) else { throw error }
            return (kept.value, true)
        }
    }

    /// When the remembered value was read, if ever.
    public var readDate: Date? { lock.withLock { stored?.date } }
}
