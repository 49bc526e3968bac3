import Foundation
import SwiftUI
import Testing
import Vignette

private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private extension HorizontalAlignment {
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

private enum MidBadge: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

/// `alignmentGuide`, `AlignmentID` and custom alignments in SwiftUI spelling, laid out by the core
/// engine (Docs/SwiftUI/Alignment.md).
@Suite struct AlignmentGuideTests {
    static func fills(_ view: some View) -> [CGRect] {
        Lowering.layout(Lowering.node(view)).allNodes.filter { $0.kind == .fill && $0.frame.width < 170 }.map(\.frame)
    }

    @Test func valuesOfTwoRowsLineUpOnACustomAlignment() {
        let view = VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 4) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 60, height: 10).alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack(spacing: 4) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 30, height: 10).alignmentGuide(.valueColumn) { $0[.leading] }
            }
        }
        let f = Self.fills(view)
        #expect(f.count == 4)
        // Guides 34 and 54 from each row's edge; the column is 60 + 54 = 114 wide, centred in the
        // 138 pt content from x 16: x 28, values at 28 + 54 = 82.
        #expect(f.count == 4 && f[1].minX == 82 && f[3].minX == 82, "\(f)")
        #expect(f.count == 4 && f[0].minX == 48 && f[2].minX == 28, "\(f)")
    }

    @Test func aCustomAlignmentWithoutGuidesUsesItsDefaultValue() {
        // Without guides, ValueColumn's default is the leading edge: a leading-aligned column.
        let view = VStack(alignment: .valueColumn, spacing: 0) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
        let f = Self.fills(view)
        #expect(f.count == 2 && f[0].minX == f[1].minX, "\(f)")
    }

    @Test func aVerticalCustomAlignmentInAZStackAndAnOverlayGuide() {
        let mid = VerticalAlignment(MidBadge.self)
        let view = ZStack(alignment: Alignment(horizontal: .leading, vertical: mid)) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(mid) { $0[.top] }
        }
        .overlay(alignment: .topTrailing) {
            Color.green.frame(width: 12, height: 12).alignmentGuide(.top) { $0[VerticalAlignment.center] }
        }
        let f = Self.fills(view)
        #expect(f.count == 3)
        guard f.count == 3 else { return }
        // The blue square's top meets the red one's middle; the green badge's centre is on the corner.
        #expect(f[1].minY == f[0].midY && f[1].minX == f[0].minX, "\(f)")
        #expect(f[2].midY == f[0].minY && f[2].maxX == f[0].maxX, "\(f)")
    }

    @Test func alignmentGuideLowersToTheCoreModifier() {
        let node = Lowering.node(Color.red.alignmentGuide(.leading) { $0.width })
        guard case .modified(.fill, .alignmentGuide(let guide)) = node else {
            Issue.record("lowered to \(node)")
            return
        }
        #expect(guide.key == AlignmentKey(HorizontalAlign.leading))
        #expect(guide.value(in: GuideDimensions(width: 30, height: 5)) == 30)
    }
}
