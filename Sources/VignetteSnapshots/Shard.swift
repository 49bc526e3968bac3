import Foundation
import Vignette

/// One part of a large gallery or snapshot suite, for splitting it across CI jobs: `1/4` is
/// the first of four (`vignette gallery --shard 1/4`, `VIGNETTE_SHARD=1/4 swift test`).
///
/// An item belongs to a shard by a fixed hash (64-bit FNV-1a) of its name — a reference's
/// path, an image's file name — so every item is in exactly one shard, the split is the same
/// on every machine and run, and adding an item never moves the others. Each `assertSnapshot`
/// decides alone, without seeing the whole suite, which a split by position could not.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based, as written.
    public let index: Int
    /// How many shards the suite is split into.
    public let count: Int

    /// The whole suite: one shard of one.
    public static let all = Shard(uncheckedIndex: 1, count: 1)

    /// Parses `i/n` with 1 ≤ i ≤ n.
    ///
    /// - Throws: `VignetteError.invalidValue` naming `source` (an option or variable) otherwise.
    public init(_ text: String, source: String = "shard") throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
            let count = Int(parts[1].trimmingCharacters(in: .whitespaces)),
            count >= 1, (1...count).contains(index)
        else {
            throw VignetteError.invalidValue(name: source, value: text, expected: "i/n with 1 ≤ i ≤ n, e.g. 1/4")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `VIGNETTE_SHARD` from `environment`, or `.all` when unset or empty.
    public static func from(environment: [String: String]) throws -> Shard {
        guard let text = environment["VIGNETTE_SHARD"], !text.isEmpty else { return .all }
        return try Shard(text, source: "VIGNETTE_SHARD")
    }

    /// Whether the item called `name` is this shard's.
    public func contains(_ name: String) -> Bool {
        count == 1 || Int(Self.fnv1a(name) % UInt64(count)) == index - 1
    }

    /// `index/count`, as written on the command line.
    public var description: String { "\(index)/\(count)" }

    /// 64-bit FNV-1a of the UTF-8 bytes: tiny, fixed forever (unlike `Hasher`, seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
