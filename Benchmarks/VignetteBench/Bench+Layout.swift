import Foundation
import Vignette
import VignetteCairo
import VignetteExamples

extension Bench {
    /// (1) Layout of each example (every family it offers) and of synthetic trees of 100 to
    /// 100k nodes, with the text-measurement cache's hit rate.
    func layoutSection() throws -> [String: Any] {
        var examples: [String: Any] = [:]
        for widget in Examples.all {
            let roots = try exampleSpecs().filter { $0.0.id == widget.id }.map { _, spec in
                let container = WidgetContainer(
                    family: spec.family, size: try spec.widgetSize(),
                    cornerRadius: spec.device.widgetCornerRadius)
                return (
                    container.wrap(try widget.content(spec.environment), environment: spec.environment),
                    try spec.widgetSize(), spec.environment
                )
            }
            let spread = Stats.sample(runs: options.runs) {
                for (root, size, environment) in roots {
                    _ = Layout.layout(root, in: size, environment: environment, textEngine: engine)
                }
            }
            let nodes = roots.reduce(0) { count, item in
                count + Layout.layout(item.0, in: item.1, environment: item.2, textEngine: engine).allNodes.count
            }
            report("\(widget.id) (\(roots.count) families)", spread, "\(nodes) nodes")
            examples[widget.id] = spread.json.merging(["families": roots.count, "nodes": nodes]) { $1 }
        }

        // Sizes take turns, round after round, each round laying out about 100k nodes of every
        // size: a slow spell of this shared machine then costs every size alike, and the
        // growth curve compares like with like.
        let trees = options.nodes.map { SyntheticTree.make(nodes: $0) }
        let environment = WidgetEnvironment(displayScale: 3)
        let host = CGSize(width: 400, height: 1_000_000)
        let counts = trees.map {
            Layout.layout($0, in: host, environment: environment, textEngine: engine).allNodes.count
        }
        let rounds = max(5, options.runs / 5)
        var samples = Array(repeating: [Double](), count: trees.count)
        for _ in 0..<rounds {
            for (i, tree) in trees.enumerated() {
                let repeats = max(1, 100_000 / counts[i])
                let total = Stats.time {
                    for _ in 0..<repeats {
                        _ = Layout.layout(tree, in: host, environment: environment, textEngine: engine)
                    }
                }
                samples[i].append(total / Double(repeats))
            }
        }
        var synthetic: [[String: Any]] = []
        var perNode: [Int: Double] = [:]
        for (i, target) in options.nodes.enumerated() {
            let spread = Spread(samples[i])
            let microsecondsPerNode = spread.median * 1000 / Double(counts[i])
            perNode[target] = microsecondsPerNode
            report("synthetic \(counts[i]) nodes", spread, String(format: "%.2f µs/node", microsecondsPerNode))
            synthetic.append(
                spread.json.merging(["nodes": counts[i], "microsecondsPerNode": microsecondsPerNode]) { $1 })
        }
        let growth = (perNode[100_000] ?? .nan) / (perNode[1_000] ?? .nan)
        print(String(format: "  time per node, 100k vs 1k: %.2f× (1.0 is linear)", growth))

        // Hit rate of a fresh engine over every example × family × moment × appearance, the
        // gallery's work: repeated strings (times, labels) across variants are the hits.
        // A library of its own too: engines over one library share their measurements.
        let fresh = try PangoTextEngine(fonts: FontLibrary(files: FontLibrary.standardFiles))
        for widget in Examples.all {
            for moment in widget.moments {
                for family in widget.families where device.offers(family, os: .ios26) {
                    for appearance in Appearance.allCases where appearance.applies(to: family) {
                        let spec = WidgetRenderSpec(
                            family: family, device: device, os: .ios26, appearance: appearance,
                            scale: nil, date: moment.date, timeZone: widget.timeZone)
                        _ = try widget.prepare(spec, textEngine: fresh, resources: .files())
                    }
                }
            }
        }
        let lookups = fresh.cacheHits + fresh.cacheMisses
        let hitRate = Double(fresh.cacheHits) / Double(max(1, lookups))
        print(
            String(
                format: "  text cache over the gallery: %d lookups, %.1f%% hits (%d measured by Pango)",
                lookups, hitRate * 100, fresh.cacheMisses))
        return [
            "load": Stats.load(), "examples": examples, "synthetic": synthetic,
            "perNodeGrowth100kVs1k": growth.isNaN ? NSNull() : growth,
            "textCache": [
                "lookups": lookups, "hits": fresh.cacheHits, "misses": fresh.cacheMisses, "hitRate": hitRate,
            ],
        ]
    }
}

/// Trees of about `nodes` nodes for the growth curve: columns of ten subtrees down to rows
/// of text (64 distinct strings, so measurement is mostly cached), a spring and a swatch.
enum SyntheticTree {
    static func make(nodes: Int) -> Node {
        // A leaf row is 6 layout nodes (padding, row, words, spring, frame, fill; the font is
        // environment, not a node), and columns of ten add about one node per nine rows.
        subtree(rows: max(1, nodes * 9 / 55), first: 0)
    }

    private static func subtree(rows: Int, first: Int) -> Node {
        if rows == 1 { return row(first) }
        let parts = min(10, rows)
        var children: [Node] = []
        var start = first
        for part in 0..<parts {
            let size = rows / parts + (part < rows % parts ? 1 : 0)
            children.append(subtree(rows: size, first: start))
            start += size
        }
        return Column(alignment: .leading, spacing: 2) { Each(children) { $0 } }.node
    }

    private static func row(_ index: Int) -> Node {
        Row(spacing: 4) {
            Words("Item \(index % 64)").font(.caption)
            Spring()
            Fill(.blue).frame(width: 12, height: 12)
        }
        .padding(2)
        .node
    }
}
