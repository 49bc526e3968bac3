import Foundation

/// The sizes one node chose for the proposals it was asked, kept inline. A child of a
/// stack is asked its minimum, maximum and share for each height its stack is asked
/// (0, ∞ and a share of its own): up to nine distinct proposals, so eight stay inline and
/// the rare rest spill to a dictionary. Keys are the proposals' bit patterns (nil as a
/// NaN no layout produces), compared without hashing.
struct SizeCache {
    private static let capacity = 8
    private var keys = InlineArray<8, SIMD2<UInt64>>(repeating: .zero)
    private var values = InlineArray<8, CGSize>(repeating: .zero)
    private var count = 0
    private var overflow: [Proposal: CGSize]?

    subscript(proposal: Proposal) -> CGSize? {
        get {
            let key = Self.key(proposal)
            for i in 0..<count where keys[i] == key { return values[i] }
            return overflow?[proposal]
        }
        set {
            guard let newValue else { return }
            if count < Self.capacity {
                keys[count] = Self.key(proposal)
                values[count] = newValue
                count += 1
            } else {
                overflow?[proposal] = newValue
                if overflow == nil { overflow = [proposal: newValue] }
            }
        }
    }

    /// A quiet NaN with a payload: what a missing dimension is stored as.
    private static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

    private static func key(_ proposal: Proposal) -> SIMD2<UInt64> {
        SIMD2(proposal.width.map { Double($0).bitPattern } ?? unspecified,
              proposal.height.map { Double($0).bitPattern } ?? unspecified)
    }
}
