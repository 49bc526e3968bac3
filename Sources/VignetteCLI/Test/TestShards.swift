import Foundation
import VignetteSnapshots

/// How `vignette test --shard i/n` splits its images so the parts cost about the same: the
/// costliest first (then by path), each to the part with the least cost so far (ties to the
/// lowest part), so every machine makes the same split from the same list of images. An
/// image's cost is its area in small-widget units (a large widget paints four).
enum TestShards {
    /// The reference paths among `paths` that belong to `shard`.
    static func images(_ paths: [String], in shard: Shard) -> [String] {
        guard shard.count > 1 else { return paths }
        let order = paths.sorted { (cost(of: $1), $0) < (cost(of: $0), $1) }
        var load = Array(repeating: 0.0, count: shard.count)
        var mine: [String] = []
        for path in order {
            let part = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            load[part] += cost(of: path)
            if part == shard.index - 1 { mine.append(path) }
        }
        return mine
    }

    /// An image's cost by the family in its file name.
    static func cost(of path: String) -> Double {
        let family = URL(fileURLWithPath: path).lastPathComponent.split(separator: "_").dropFirst().first ?? ""
        switch family {
        case "systemSmall": return 1
        case "systemMedium": return 2
        case "systemLarge": return 4
        case "systemExtraLarge": return 8
        case _ where family.hasPrefix("accessory"): return 0.5
        default: return 2
        }
    }
}
