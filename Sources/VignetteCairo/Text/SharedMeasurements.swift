import Foundation
import Vignette

/// Measurements that every text engine over one `FontLibrary` can reuse. A width or a line
/// break depends only on the fonts, so what one worker of a gallery or a parallel test run
/// has measured, the others need not measure again (each would otherwise pay Pango for
/// every string it meets first). Engines keep their own caches in front of these, so a hit
/// there takes no lock; they come here on a miss.
final class SharedMeasurements: Sendable {
    let widths = SharedCache<MeasureKey, CGFloat>()
    let breaks = SharedCache<MeasureKey, [TextLine]>()
    let contentWidths = SharedCache<ContentKey, CGFloat>()
    let contentBreaks = SharedCache<ContentKey, [TextLine]>()
}

/// One kind of measurement behind a lock. Entries belong to one generation of the font
/// library: storing for a newer one starts over, and an older one is neither read nor kept,
/// so a font registered later never meets a measurement made before it.
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = 0
    private var entries: [Key: Value] = [:]
    /// Past this many entries the cache starts over, bounding memory in long runs.
    private let limit = 50_000

    func value(for key: Key, generation: Int) -> Value? {
        lock.withLock { generation == self.generation ? entries[key] : nil }
    }

    func store(_ value: Value, for key: Key, generation: Int) {
        lock.withLock {
            guard generation >= self.generation else { return }
            if generation > self.generation || entries.count >= limit {
                entries.removeAll(keepingCapacity: generation == self.generation)
                self.generation = generation
            }
            entries[key] = value
        }
    }
}
