import Foundation
import Testing
@testable import Vignette

/// What leaves draw right to left (Docs/Languages.md §2): a shape that is not its own mirror
/// image is mirrored (iOS 17's `Shape.layoutDirectionBehavior`), symbols with a right-to-left
/// form are mirrored, everything else draws as it does left to right.
@Suite struct RightToLeftDrawingTests {
    let engine = FixedAdvanceTextEngine()

    func items(_ element: some Element, locale: String) throws -> [DisplayItem] {
        let environment = WidgetEnvironment(displayScale: 3, locale: try LocaleNames.locale(locale))
        let size = CGSize(width: 100, height: 40)
        let layout = Layout.layout(element.node, in: size, environment: environment, textEngine: engine)
        return DisplayListBuilder.build(layout, canvas: size).items
    }

    /// A right triangle with its right angle at the frame's top-left corner.
    let wedge = Node.shape(
        .custom(
            CustomShape { size in
                Path([.move(.zero), .line(CGPoint(x: size.width, y: 0)), .line(CGPoint(x: 0, y: size.height)), .close])
            }), .color(.black)
    ).frame(width: 40, height: 20)

    @Test func aCustomShapesPathIsMirroredInItsFrame() throws {
        // The frame is 30…70 × 10…30 either way; right to left the right angle is at the top-right.
        guard case .fill(let ltr, _)? = try items(wedge, locale: "en").first,
            case .fill(let rtl, _)? = try items(wedge, locale: "he").first
        else {
            Issue.record("expected one filled path each way")
            return
        }
        #expect(
            ltr.elements == [
                .move(CGPoint(x: 30, y: 10)), .line(CGPoint(x: 70, y: 10)), .line(CGPoint(x: 30, y: 30)), .close,
            ])
        #expect(
            rtl.elements == [
                .move(CGPoint(x: 70, y: 10)), .line(CGPoint(x: 30, y: 10)), .line(CGPoint(x: 70, y: 30)), .close,
            ])
    }

    @Test func symmetricShapesAreDrawnAsLeftToRight() throws {
        let pill = Pill().frame(width: 60, height: 20)
        #expect(try items(pill, locale: "ar") == items(pill, locale: "en"))
    }

    @Test func symbolsWithARightToLeftFormAreMirroredOthersAreNot() throws {
        // paperplane.fill shows forward motion (mirrored); arrow.right names a direction (kept).
        guard case .group(let group)? = try items(Symbol("paperplane.fill"), locale: "ar").first else {
            Issue.record("paperplane.fill is not mirrored")
            return
        }
        let transform = try #require(group.transform)
        #expect(transform.a == -1 && transform.d == 1)
        guard case .symbol(let run)? = group.items.first else {
            Issue.record("no symbol inside")
            return
        }
        // Mirrored about the glyph's own centre line, so it stays where layout put it.
        #expect(transform.apply(CGPoint(x: run.frame.midX, y: 0)).x == run.frame.midX)
        guard case .symbol? = try items(Symbol("arrow.right"), locale: "ar").first else {
            Issue.record("arrow.right is mirrored")
            return
        }
        guard case .symbol? = try items(Symbol("paperplane.fill"), locale: "en").first else {
            Issue.record("paperplane.fill is mirrored left to right")
            return
        }
    }
}
