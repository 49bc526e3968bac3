import Foundation
import Testing
@testable import Vignette

/// Right-to-left layout (Docs/Languages.md §2): each view's x position flipped inside its
/// parent, so rows run right to left and leading edges are on the right. Every expected frame
/// below is the left-to-right frame worked out by hand, then mirrored inside its parent.
@Suite struct RightToLeftLayoutTests {
    let engine = FixedAdvanceTextEngine()

    func layout(
        _ element: some Element, _ width: CGFloat, _ height: CGFloat,
        locale: String = "ar"
    ) throws -> LayoutResult {
        let environment = WidgetEnvironment(displayScale: 3, locale: try LocaleNames.locale(locale))
        return Layout.layout(
            element.node, in: CGSize(width: width, height: height), environment: environment, textEngine: engine)
    }

    func box(_ width: CGFloat, _ name: String) -> Node {
        Fill(.red).frame(width: width, height: 10).named(name)
    }

    /// A 10-pt box "a", then a row "inner" of "b" (20 pt) and "c" (30 pt) laid out in `innerDirection`.
    func rows(innerDirection: LayoutDirection) -> Node {
        Row(spacing: 0) {
            box(10, "a")
            Row(spacing: 0) {
                box(20, "b")
                box(30, "c")
            }.layoutDirection(innerDirection).named("inner")
        }.node
    }

    @Test func aRowRunsRightToLeft() throws {
        // Left to right the 60-pt row is centred at 20: a 20…40, b 50…80. Mirrored in the row (20…80):
        // a (declared first) ends at the right edge, b starts at the left.
        let result = try layout(
            Row(spacing: 10) {
                box(20, "a")
                box(30, "b")
            }, 100, 50)
        #expect(result.frame(named: "a") == CGRect(x: 60, y: 20, width: 20, height: 10))
        #expect(result.frame(named: "b") == CGRect(x: 20, y: 20, width: 30, height: 10))
        let leftToRight = try layout(
            Row(spacing: 10) {
                box(20, "a")
                box(30, "b")
            }, 100, 50, locale: "en")
        #expect(leftToRight.frame(named: "a") == CGRect(x: 20, y: 20, width: 20, height: 10))
    }

    @Test func leadingPaddingAndLeadingAlignmentAreOnTheRight() throws {
        // The column is 50 wide (the wider child), 25…75. Left to right the padded box's padding
        // is 25…67 with the box at 37…67; mirrored, the padding is 33…75 and the box 33…63, so
        // the 12 pt inset sits between the box and the column's right (leading) edge.
        let result = try layout(
            Column(alignment: .leading, spacing: 0) {
                Fill(.red).frame(width: 30, height: 10).named("box").padding(.leading, 12).named("padded")
                box(50, "wide")
            }, 100, 40)
        #expect(result.frame(named: "padded") == CGRect(x: 33, y: 10, width: 42, height: 10))
        #expect(result.frame(named: "box") == CGRect(x: 33, y: 10, width: 30, height: 10))
        #expect(result.frame(named: "wide") == CGRect(x: 25, y: 20, width: 50, height: 10))
    }

    @Test func frameAlignmentAndOffsetsFlip() throws {
        // topLeading is the top-right corner: the offset node sits at 80…100; its content,
        // 10 pt to the right of it left to right (10…30), is 10 pt to its left (70…90).
        let result = try layout(
            box(20, "dot").offset(x: 10).named("offset").frame(width: 100, height: 40, alignment: .topLeading),
            100, 40)
        #expect(result.frame(named: "offset") == CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(result.frame(named: "dot") == CGRect(x: 70, y: 0, width: 20, height: 10))
    }

    @Test func aLeftToRightSubtreeKeepsItsOrderButTakesAMirroredPlace() throws {
        // The row (20…80) holds a (10) then the inner row (50); right to left a is at 70…80 and
        // the inner row at 20…70, inside which b and c still run left to right.
        let result = try layout(rows(innerDirection: .leftToRight), 100, 10)
        #expect(result.frame(named: "a") == CGRect(x: 70, y: 0, width: 10, height: 10))
        #expect(result.frame(named: "inner") == CGRect(x: 20, y: 0, width: 50, height: 10))
        #expect(result.frame(named: "b") == CGRect(x: 20, y: 0, width: 20, height: 10))
        #expect(result.frame(named: "c") == CGRect(x: 40, y: 0, width: 30, height: 10))
    }

    @Test func aRightToLeftSubtreeInALeftToRightLayoutMirrorsOnlyInside() throws {
        let result = try layout(rows(innerDirection: .rightToLeft), 100, 10, locale: "en")
        #expect(result.frame(named: "a") == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(result.frame(named: "inner") == CGRect(x: 30, y: 0, width: 50, height: 10))
        #expect(result.frame(named: "c") == CGRect(x: 30, y: 0, width: 30, height: 10))
        #expect(result.frame(named: "b") == CGRect(x: 60, y: 0, width: 20, height: 10))
    }

    @Test func fractionalFramesMirrorExactly() throws {
        // Three fills share 100 pt less two 7-pt gaps: 28.666… each. Left to right the first
        // starts at 0; right to left it ends at 100, to a fraction of a point.
        let result = try layout(
            Row(spacing: 7) {
                Fill(.red).named("first")
                Fill(.green).named("middle")
                Fill(.blue).named("last")
            }, 100, 10)
        let share = (100.0 - 14) / 3
        let first = try #require(result.frame(named: "first")), last = try #require(result.frame(named: "last"))
        #expect(abs(first.minX - (100 - share)) < 1e-9 && abs(first.width - share) < 1e-9)
        #expect(abs(last.minX) < 1e-9)
        #expect(abs(try #require(result.frame(named: "middle")).minX - (share + 7)) < 1e-9)
    }

    @Test func aSizeReadersContentStartsAtItsTopRight() throws {
        let reader = SizeReader { size in Fill(.red).frame(width: size.width / 4, height: 10).named("quarter") }
        let result = try layout(reader.frame(width: 80, height: 40), 100, 40)
        // The reader is 10…90; its content's top-leading corner is the reader's top-right.
        #expect(result.frame(named: "quarter") == CGRect(x: 70, y: 0, width: 20, height: 10))
    }

    @Test func linesOfLeadingTextAlignRight() throws {
        // At 10 pt every character is 5 pt: "aaaa" 20 pt, "bb" 10 pt; with the space "aaaa" broke
        // at, the block is 22 wide (the whole proposal), and its lines end at its right edge.
        let text = Words("aaaa bb").font(.system(size: 10)).frame(width: 22).named("text")
        let result = try layout(text, 100, 40)
        let block = try #require(result.allNodes.first { $0.lines == ["aaaa", "bb"] })
        guard case .text(let runs) = block.drawing else {
            Issue.record("not text")
            return
        }
        #expect(runs.map(\.origin.x) == [2, 12])
    }
}
