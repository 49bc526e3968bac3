import Foundation

/// The sizes one node chose for the proposals it was asked. A child of a stack is asked
/// its minimum, maximum and share for each height its stack is asked (0, ∞ and a share of
/// its own), up to about nine proposals; most nodes get four or fewer. Four stay inline, the
/// rest in a short list, both searched by the proposals' bit patterns (nil as a NaN no
/// layout produces) without hashing. Small, because every node has one and a large tree's
/// caches must stay close to the processor.
struct SizeCache {
    private typealias Key = SIMD2<UInt64>
    private var keys = InlineArray<4, Key>(repeating: .zero)
    private var values = InlineArray<4, CGSize>(repeating: .zero)
    private var count = 0
    private var overflow: [(key: Key, size: CGSize)] = []

    subscript(proposal: Proposal) -> CGSize? {
        get {
            let key = Self.key(proposal)
            for i in 0..<min(count, 4) where keys[i] == key { return values[i] }
            for entry in overflow where entry.key == key { return entry.size }
            return nil
        }
        set {
            guard let newValue else { return }
            let key = Self.key(proposal)
            if count < 4 {
                keys[count] = key
                values[count] = newValue
            } else {
                if overflow.isEmpty { overflow.reserveCapacity(6) }
                overflow.append((key, newValue))
            }
            count += 1
        }
    }

    /// A quiet NaN with a payload: what a missing dimension is stored as.
    private static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

    private static func key(_ proposal: Proposal) -> Key {
        Key(
            proposal.width.map { Double($0).bitPattern } ?? unspecified,
            proposal.height.map { Double($0).bitPattern } ?? unspecified)
    }
}
