import Foundation
import Vignette

/// A repeatable random number generator (SplitMix64): the same seed gives the same
/// jitter and the same system delays on every run and machine, which
/// `SystemRandomNumberGenerator` would not.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole stream is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one use of a seed, e.g. the jitter of the reload after `date`:
    /// stateless callers derive a fresh stream per decision instead of sharing one.
    public init(seed: UInt64, salt: Date) {
        self.init(seed: seed ^ UInt64(bitPattern: Int64(salt.timeIntervalSince1970.rounded())) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// The next number of the SplitMix64 stream.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
