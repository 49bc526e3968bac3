import Foundation
import Vignette
import VignetteSnapshots

/// How `vignette test --shard i/n` splits its images so the parts cost about the same: a
/// widget's (or preview's) images stay together, since each process pays once per widget for
/// what its first image warms (its timeline, text measurements, pictures); a widget costing more
/// than half a part's share is split into its images. The pieces go costliest first (then by
/// path), each to the part with the least cost so far (ties to the lowest part), so every machine
/// makes the same split from the same list of images. An image's cost is its pixels in
/// small-widget-at-@3x units (a large widget paints four, an @2x image 4/9 of an @3x one:
/// checking a matching image is mostly hashing its pixels) plus a quarter for its layout.
enum TestShards {
    /// The reference paths among `paths` that belong to `shard`.
    static func images(_ paths: [String], in shard: Shard) -> [String] {
        guard shard.count > 1 else { return paths }
        let costs = Dictionary(paths.map { ($0, cost(of: $0)) }) { first, _ in first }
        let share = costs.values.reduce(0, +) / Double(shard.count)
        // Reference paths are `Snapshots/vignette-test/<subject>/<file>`: the folder is the subject.
        let subjects = Dictionary(grouping: paths) { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let pieces: [(cost: Double, first: String, paths: [String])] = subjects.values.flatMap { group in
            let sorted = group.sorted()
            let total = sorted.reduce(0) { $0 + costs[$1]! }
            return total > share / 2 ? sorted.map { (costs[$0]!, $0, [$0]) } : [(total, sorted[0], sorted)]
        }
        var load = Array(repeating: 0.0, count: shard.count)
        var mine: [String] = []
        for piece in pieces.sorted(by: { ($1.cost, $0.first) < ($0.cost, $1.first) }) {
            let part = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            load[part] += piece.cost
            if part == shard.index - 1 { mine += piece.paths }
        }
        return paths.filter(Set(mine).contains)
    }

    /// An image's cost by the family and the scale (`@2x`) in its file name.
    static func cost(of path: String) -> Double {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale = name.split(separator: "@").last.flatMap { Double($0.dropLast()) } ?? 3
        let parts = name.split(separator: "_")
        let family = parts.dropFirst().first ?? ""
        // A preview drawn at its fitting size may fill the screen (a view that takes what it is
        // offered does): priced as its device's screen, 13.5 small widgets on an iPhone 16 Pro Max.
        if family == PreviewLayout.sizeThatFits.rawValue, parts.count > 2,
            let device = try? DeviceCatalog.standard.device(id: String(parts[2]))
        {
            return 0.25 + Double(device.screenArea) / smallWidgetArea * scale * scale / 9
        }
        return 0.25 + area(family: family) * scale * scale / 9
    }

    /// A small widget's area on the iPhone 16 Pro Max under iOS 26 (176.67 pt square), in pt².
    private static let smallWidgetArea = 176.67 * 176.67

    /// A family's area in small widgets.
    private static func area(family: Substring) -> Double {
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
