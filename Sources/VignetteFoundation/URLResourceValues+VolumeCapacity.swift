import Foundation

// Apple's Foundation (iOS 11) reads a volume's free space for "important" and "opportunistic"
// resources: what is free now plus what the system could purge (caches, offloadable apps). Linux's
// Foundation has neither key nor value, so code that asks (Widgeter's storage widget, Docs/Compatibility.md,
// thirteenth round) stops at "failed to produce diagnostic". Linux purges nothing for an app, so both
// are the volume's available capacity (statvfs's free blocks for an unprivileged user), which Linux's
// Foundation reads for `volumeAvailableCapacityKey`: the keys are that key, and the values read it.

extension URLResourceKey {
    /// The key for ``URLResourceValues/volumeAvailableCapacityForImportantUsage``: on Linux the same key as
    /// `volumeAvailableCapacityKey` (nothing is purgeable), so `resourceValues(forKeys:)` reads the volume's
    /// available capacity for it. Apple: "Key for the volume's available capacity in bytes for storing
    /// important resources (read-only)."
    public static let volumeAvailableCapacityForImportantUsageKey = URLResourceKey.volumeAvailableCapacityKey

    /// The key for ``URLResourceValues/volumeAvailableCapacityForOpportunisticUsage``: on Linux the same key as
    /// `volumeAvailableCapacityKey`. Apple: "Key for the volume's available capacity in bytes for storing
    /// nonessential resources (read-only)."
    public static let volumeAvailableCapacityForOpportunisticUsageKey = URLResourceKey.volumeAvailableCapacityKey
}

extension URLResourceValues {
    /// The volume's available capacity for storing important resources, in bytes (Apple's `Int64?`): on Linux
    /// the volume's available capacity, nil unless the values were read with
    /// `volumeAvailableCapacityForImportantUsageKey` (or `volumeAvailableCapacityKey`).
    public var volumeAvailableCapacityForImportantUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }

    /// The volume's available capacity for storing nonessential resources, in bytes: on Linux the volume's
    /// available capacity, as ``volumeAvailableCapacityForImportantUsage``.
    public var volumeAvailableCapacityForOpportunisticUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }
}
