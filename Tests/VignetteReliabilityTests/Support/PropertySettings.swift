import Foundation
import PropertyBased

/// How many cases the property tests generate, and from which seed.
///
/// `make test` uses the defaults: a fixed seed, so a failure reproduces, and counts small
/// enough for CI. `PROPERTY_COUNT=2000 PROPERTY_SEED=7 swift test --filter Property` runs
/// more, or other, cases locally; a failure message names the case's seed.
enum PropertySettings {
    static let count = ProcessInfo.processInfo.environment["PROPERTY_COUNT"].flatMap(Int.init) ?? 30
    static let trace = ProcessInfo.processInfo.environment["PROPERTY_TRACE"] != nil
    static let seed = ProcessInfo.processInfo.environment["PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_261_123

    /// A generator for case `index` of the test named `salt`: each case has its own seed so it
    /// can be rerun alone.
    static func rng(_ salt: UInt64, case index: Int) -> Xoshiro {
        var state = seed ^ (salt &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(index) &* 0xBF58_476D_1CE4_E5B9
        func next() -> UInt64 {  // SplitMix64 to fill Xoshiro's state
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return Xoshiro(seed: (next(), next(), next(), next()))
    }
}
