import Foundation
import SwiftUI
import Testing
import Vignette

/// `RoundedRectangle(cornerSize:style:)` and `onGeometryChange(for:of:action:)`
/// (Docs/SwiftUI/Shapes.md, Docs/SwiftUI/Modifiers.md).
@Suite struct CornerSizeAndGeometryChangeTests {
    @Test func equalCornerSidesAreTheCornerRadiusShape() {
        let sized = RoundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .circular)
        #expect(sized == RoundedRectangle(cornerRadius: 12, style: .circular))
        #expect(sized.cornerSize == CGSize(width: 12, height: 12))
        #expect(
            Lowering.node(RoundedRectangle(cornerSize: CGSize(width: 25, height: 25)).fill(Color.blue))
                == Lowering.node(RoundedRectangle(cornerRadius: 25).fill(Color.blue)))
    }

    @Test func unequalCornerSidesAreQuarterEllipses() throws {
        // A 100 × 60 shape with corners 40 across and 20 down: a point 30 pt in and 3 pt down is outside
        // the top-leading quarter ellipse, 3 pt in and 30 pt down inside the straight left side.
        let shape = RoundedRectangle(cornerSize: CGSize(width: 40, height: 20))
        #expect(shape.cornerSize == CGSize(width: 40, height: 20))
        guard case .custom(let outline) = shape._geometry.kind else {
            Issue.record("an elliptical corner is an outline")
            return
        }
        let path = outline.path(for: CGSize(width: 100, height: 60))
        let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 4, "one quarter ellipse per corner")
        #expect(path.elements.first == .move(CGPoint(x: 40, y: 0)), "the top edge starts 40 pt in")
        let (image, origin) = try PNGPipeline().centredShape(shape, size: CGSize(width: 100, height: 60))
        let x = origin.x, y = origin.y
        #expect(image.isDark(x: x + 10, y: y + 2) == false, "outside the wide, shallow corner")
        #expect(image.isDark(x: x + 42, y: y + 1) == true, "the top edge starts 40 pt in")
        #expect(image.isDark(x: x + 1, y: y + 22) == true, "the left edge starts 20 pt down")
        #expect(image.isDark(x: x + 50, y: y + 30) == true, "the middle")
    }

    @Test func onGeometryChangeDrawsTheViewAsItIsAndNeverRunsTheAction() {
        var calls = 0
        let view = Color.blue.frame(width: 40, height: 10)
        let watched = view.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in calls += 1 }
        let watchedOldNew = view.onGeometryChange(for: CGSize.self, of: { $0.size }) { _, _ in calls += 1 }
        #expect(Lowering.node(watched) == Lowering.node(view))
        #expect(Lowering.node(watchedOldNew) == Lowering.node(view))
        #expect(calls == 0)
    }

    /// The Live Activity progress bar Playground2000 draws: a capsule track and a bar of
    /// `RoundedRectangle(cornerSize:)`, the track watched by `onGeometryChange`.
    @Test func cornerSizeBarsReference() throws {
        let corner = CGSize(width: 10, height: 10)
        let widget = WidgetDefinition(id: "corner-size", displayName: "Corner size", families: [.systemMedium]) { _ in
            Lowering.node(
                VStack(spacing: 12) {
                    ZStack(alignment: .leading) {
                        RoundedRectangle(cornerSize: corner).foregroundStyle(.blue)
                            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in }
                            .frame(height: 20).frame(maxWidth: .infinity)
                        RoundedRectangle(cornerSize: corner).foregroundStyle(.yellow).frame(width: 120, height: 20)
                    }
                    RoundedRectangle(cornerSize: CGSize(width: 40, height: 12), style: .circular)
                        .stroke(Color.primary, lineWidth: 2).frame(width: 200, height: 50)
                }.padding())
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "cornerSizeBars")
    }
}
