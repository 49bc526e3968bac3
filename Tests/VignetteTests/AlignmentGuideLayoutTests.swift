import Foundation
import Testing
@testable import Vignette

/// Alignment guides and custom alignments through the layout engine (Layout/AlignmentLayout.swift,
/// Docs/SwiftUI/Alignment.md): frames to 0.001 pt, with the fixed-advance text engine.
@Suite struct AlignmentGuideLayoutTests {
    static func box(_ name: String, _ width: CGFloat, _ height: CGFloat = 10) -> Node {
        .modified(.modified(.fill(.red), .frame(width: width, height: height, alignment: .center)), .named(name))
    }

    static func guided(
        _ node: Node, _ key: AlignmentKey, _ value: @escaping @Sendable (GuideDimensions) -> CGFloat
    ) -> Node {
        .modified(node, .alignmentGuide(AlignmentGuide(key, value)))
    }

    static func frames(_ node: Node, host: CGSize = CGSize(width: 200, height: 100)) -> [String: CGRect] {
        let result = Layout.layout(
            node, in: host, environment: WidgetEnvironment(displayScale: 1), textEngine: FixedAdvanceTextEngine())
        var frames: [String: CGRect] = [:]
        for name in ["a", "b", "c", "d", "badge", "base"] { frames[name] = result.frame(named: name) }
        return frames
    }

    static func expect(
        _ actual: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ok = actual.map {
            abs($0.minX - x) < 0.001 && abs($0.minY - y) < 0.001 && abs($0.width - w) < 0.001
                && abs($0.height - h) < 0.001
        }
        #expect(
            ok == true, "expected [\(x), \(y), \(w), \(h)], got \(String(describing: actual))",
            sourceLocation: sourceLocation)
    }

    @Test func aLeadingGuideMovesOneChildOfALeadingColumn() {
        // a's leading guide is its centre (20): a's centre lines up with b's leading edge. The column is
        // max(40 − 20, 60 − 0) + 20 = 80 wide, centred at x 60.
        let column = Node.column(
            .leading, spacing: 0,
            [
                Self.guided(Self.box("a", 40), AlignmentKey(.leading)) { $0.width / 2 }, Self.box("b", 60),
            ])
        let f = Self.frames(column)
        Self.expect(f["a"], 60, 40, 40, 10)
        Self.expect(f["b"], 80, 50, 60, 10)
    }

    @Test func aCustomAlignmentLinesUpPointsInsideRowsOfAColumn() {
        // Each row sets the custom guide at the leading edge of its value (after a label of 30 or 50 pt
        // and 4 pt of spacing): the values line up at x 54 of the column; the column is 54 + 70 wide.
        let colon = AlignmentKey(custom: "Colon", axis: .horizontal) { $0.width / 2 }
        func row(_ label: String, _ labelWidth: CGFloat, _ value: String, _ valueWidth: CGFloat) -> Node {
            .row(
                .center, spacing: 4,
                [Self.box(label, labelWidth), Self.guided(Self.box(value, valueWidth), colon) { _ in 0 }])
        }
        let column = Node.modified(
            .column(.center, spacing: 0, [row("a", 30, "b", 70), row("c", 50, "d", 40)]),
            .customAlignment(CustomAlignment(horizontal: colon)))
        let f = Self.frames(column)
        // Guides: row 1 at 34, row 2 at 54; the line is at 54 from the column's edge; the column is
        // max(104 − 34, 94 − 54) + 54 = 124 wide, centred at x 38.
        Self.expect(f["a"], 58, 40, 30, 10)
        Self.expect(f["b"], 92, 40, 70, 10)
        Self.expect(f["c"], 38, 50, 50, 10)
        Self.expect(f["d"], 92, 50, 40, 10)
    }

    @Test func anOverlayBadgeSitsOnTheCornerByItsOwnGuides() {
        // Overlay aligned top-trailing; the badge's top guide is its vertical centre and its trailing
        // guide its horizontal centre, so its centre sits on the base's top-trailing corner.
        let badge = Self.guided(
            Self.guided(Self.box("badge", 20), AlignmentKey(VerticalAlign.top)) { $0.height / 2 },
            AlignmentKey(HorizontalAlign.trailing)
        ) { $0.width / 2 }
        let base = Node.modified(Self.box("base", 60, 40), .overlay(badge, alignment: .topTrailing))
        let f = Self.frames(base)
        Self.expect(f["base"], 70, 30, 60, 40)
        Self.expect(f["badge"], 120, 25, 20, 10)
    }

    @Test func layersUnionTheirChildrenAroundTheirGuides() {
        // b's leading guide is 10 pt before its leading edge: it starts 10 right of a's leading edge;
        // the layers are max(40, 10 + 50) = 60 wide, centred at x 70.
        let layers = Node.layers(
            Align(horizontal: .leading, vertical: .top),
            [
                Self.box("a", 40), Self.guided(Self.box("b", 50), AlignmentKey(.leading)) { _ in -10 },
            ])
        let f = Self.frames(layers)
        Self.expect(f["a"], 70, 45, 40, 10)
        Self.expect(f["b"], 80, 45, 50, 10)
    }

    @Test func paddingPassesTheGuideUpByItsInset() {
        // a's guide (its trailing edge) passes through 8 pt of leading padding: 48 from the padded
        // view's edge; b (width 30) lines its leading edge up with it.
        let column = Node.column(
            .leading, spacing: 0,
            [
                .modified(
                    Self.guided(Self.box("a", 40), AlignmentKey(.leading)) { $0.width },
                    .padding(Insets(top: 0, leading: 8, bottom: 0, trailing: 0))),
                Self.box("b", 30),
            ])
        let f = Self.frames(column)
        // Width: max(48 − 48, 30 − 0) + 48 = 78, centred at 61.
        Self.expect(f["a"], 69, 40, 40, 10)
        Self.expect(f["b"], 109, 50, 30, 10)
    }
}
