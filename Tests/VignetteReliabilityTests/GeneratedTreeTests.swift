import Foundation
import PropertyBased
import Testing
import Vignette
import VignetteCairo

/// Property tests over generated trees and strings (issue 9): whatever the tree, layout
/// and rendering do not crash, give finite non-negative frames, repeat themselves to the
/// byte, honour fixed frames and place stack children as their alignment says.
///
/// Fixed seed and `PropertySettings.count` cases per property under `make test`;
/// `PROPERTY_COUNT` and `PROPERTY_SEED` change both.
@Suite struct GeneratedTreeTests {
    let pipeline: Pipeline

    init() throws {
        pipeline = try Pipeline()
    }

    /// Runs `body` for `count` cases of `generator`, each from its own seed; the failure
    /// message names the case so `PROPERTY_SEED`… can rerun it.
    func forEachCase<T>(
        _ salt: UInt64, _ generator: Generator<T, some Sequence>, count: Int = PropertySettings.count,
        _ body: (T, String) throws -> Void
    ) rethrows {
        for index in 0..<count {
            var rng = PropertySettings.rng(salt, case: index)
            let value = generator.run(using: &rng)
            let label = "seed \(PropertySettings.seed) salt \(salt) case \(index)"
            // A crash ends the process before any message: PROPERTY_TRACE=1 names each case first.
            if PropertySettings.trace {
                FileHandle.standardError.write(Data("\(label): \(String(describing: value).prefix(4000))\n".utf8))
            }
            try body(value, label)
        }
    }

    @Test func treesLayOutAndRenderTheSameTwice() throws {
        try forEachCase(1, TreeGen.tree(depth: 5)) { tree, label in
            let first = pipeline.layout(tree)
            #expect(first.badFrame == nil, "\(label): \(first.badFrame ?? "")")
            #expect(pipeline.layout(tree) == first, "\(label): a second layout differs")

            let prepared = try pipeline.prepare(tree)
            #expect(prepared.layout.badFrame == nil, "\(label): snapped \(prepared.layout.badFrame ?? "")")
            let png = try pipeline.png(prepared)
            let again = try pipeline.prepare(tree)
            #expect(again.layout == prepared.layout, "\(label): a second prepare differs")
            #expect(try pipeline.png(again) == png, "\(label): a second render gives other bytes")
        }
    }

    @Test func hostileNumbersFromTheDSLDoNotCrash() throws {
        // NaN, ±infinity, negatives and 1e300 where the DSL lets them through (LayoutTree+Sanitize.swift).
        try forEachCase(2, TreeGen.tree(depth: 4, hostileNumbers: true)) { tree, label in
            let layout = pipeline.layout(tree)
            #expect(layout.badFrame == nil, "\(label): \(layout.badFrame ?? "")")
            let prepared = try pipeline.prepare(tree)
            #expect(prepared.layout.badFrame == nil, "\(label): snapped \(prepared.layout.badFrame ?? "")")
            _ = try pipeline.png(prepared)
            _ = try pipeline.renderer.svg(prepared.displayList)
        }
    }

    @Test func fixedFramesAreHonouredAndAlignTheirChild() throws {
        let input = zip(TreeGen.tree(depth: 4), TreeGen.length, TreeGen.length, TreeGen.align)
        try forEachCase(3, input) { value, label in
            let (tree, width, height, alignment) = value
            let framed = Node.modified(tree, .frame(width: width, height: height, alignment: alignment))
            let root = pipeline.layout(framed).root
            #expect(
                root.kind == .frame && root.frame.width == width && root.frame.height == height,
                "\(label): \(root.kind) \(root.frame.size), asked \(width)×\(height)")
            let child = try #require(root.children.first)
            let x = root.frame.minX + (root.frame.width - child.frame.width) * fraction(alignment.horizontal)
            let y = root.frame.minY + (root.frame.height - child.frame.height) * fraction(alignment.vertical)
            #expect(
                close(child.frame.minX, x) && close(child.frame.minY, y),
                "\(label): child at \(child.frame.origin), \(alignment) says (\(x), \(y))")
        }
    }

    @Test func stackChildrenSitWhereTheirAlignmentSays() throws {
        let input = zip(
            TreeGen.tree(depth: 3).array(of: 1...5), Gen.int(in: 0...2), Gen.int(in: 0...2),
            TreeGen.align)
        try forEachCase(4, input) { value, label in
            let (children, kind, which, layersAlignment) = value
            let horizontal = [HorizontalAlign.leading, .center, .trailing][which]
            let vertical = [VerticalAlign.top, .center, .bottom][which]
            let stack: Node =
                switch kind {
                case 0: .column(horizontal, spacing: nil, children)
                case 1: .row(vertical, spacing: nil, children)
                default: .layers(layersAlignment, children)
                }
            let placed = try #require(
                pipeline.layout(.modified(stack, .named("probe"))).allNodes.first { $0.name == "probe" })
            for child in placed.children {
                let (p, c) = (placed.frame, child.frame)
                switch kind {
                case 0:
                    #expect(
                        close(c.minX, p.minX + (p.width - c.width) * fraction(horizontal)),
                        "\(label): column \(horizontal) \(c) in \(p)")
                case 1:
                    #expect(
                        close(c.minY, p.minY + (p.height - c.height) * fraction(vertical)),
                        "\(label): row \(vertical) \(c) in \(p)")
                default:
                    #expect(
                        close(c.minX, p.minX + (p.width - c.width) * fraction(layersAlignment.horizontal))
                            && close(c.minY, p.minY + (p.height - c.height) * fraction(layersAlignment.vertical)),
                        "\(label): layers \(layersAlignment) \(c) in \(p)")
                }
            }
        }
    }

    @Test func pointLayoutsAreTheSameAtTwoAndThreeTimes() throws {
        // Without text, symbols and rules nothing snaps before `snapped(toScale:)`: frames in
        // points must be equal. With text only the structure must be (text rounds to pixels).
        try forEachCase(5, TreeGen.tree(depth: 5, text: false)) { tree, label in
            #expect(pipeline.layout(tree, scale: 2) == pipeline.layout(tree, scale: 3), "\(label)")
        }
        try forEachCase(6, TreeGen.tree(depth: 4)) { tree, label in
            let at2 = pipeline.layout(tree, scale: 2).allNodes, at3 = pipeline.layout(tree, scale: 3).allNodes
            #expect(at2.map(\.kind) == at3.map(\.kind) && at2.map(\.name) == at3.map(\.name), "\(label)")
        }
    }

    @Test func stringsMeasureAndRenderTheSameTwice() throws {
        try forEachCase(7, zip(TreeGen.text, Gen.int(in: 0...3))) { value, label in
            let (text, limit) = value
            let node = Node.modified(
                .modified(.words(text), .lineLimit(limit == 0 ? nil : limit)),
                .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)))
            let layout = pipeline.layout(node)
            #expect(layout.badFrame == nil, "\(label): \(layout.badFrame ?? "")")
            let words = try #require(layout.allNodes.first { $0.kind == .words })
            // Text wraps within the width it is offered, unless one cluster is wider.
            #expect(words.frame.width <= 170 + 40, "\(label): \(text.prefix(20))… is \(words.frame.width) wide")
            if limit > 0 { #expect((words.lines?.count ?? 0) <= limit, "\(label): \(words.lines?.count ?? 0) lines") }
            let prepared = try pipeline.prepare(node)
            #expect(try pipeline.png(prepared) == pipeline.png(try pipeline.prepare(node)), "\(label): bytes differ")
        }
    }
}

/// Where an alignment puts a child in leftover space: 0, ½ or 1 of it.
func fraction(_ alignment: HorizontalAlign) -> CGFloat {
    switch alignment {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
}

func fraction(_ alignment: VerticalAlign) -> CGFloat {
    switch alignment {
    case .top: 0
    case .center: 0.5
    case .bottom, .firstTextBaseline, .lastTextBaseline: 1
    }
}
