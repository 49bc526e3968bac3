import Foundation

/// The sizes one node chose for the proposals it was asked, kept inline: a node is asked
/// two to four distinct proposals in a typical layout (minimum, maximum, its share), so
/// hashing and a dictionary per node cost more than the search. More spill to a dictionary.
struct SizeCache {
    private var keys = InlineArray<4, Proposal>(repeating: .unspecified)
    private var values = InlineArray<4, CGSize>(repeating: .zero)
    private var count = 0
    private var overflow: [Proposal: CGSize]?

    subscript(proposal: Proposal) -> CGSize? {
        get {
            for i in 0..<count where keys[i] == proposal { return values[i] }
            return overflow?[proposal]
        }
        set {
            guard let newValue else { return }
            if count < 4 {
                keys[count] = proposal
                values[count] = newValue
                count += 1
            } else {
                overflow?[proposal] = newValue
                if overflow == nil { overflow = [proposal: newValue] }
            }
        }
    }
}
