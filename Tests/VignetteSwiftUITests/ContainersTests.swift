import Foundation
import SwiftUI
import Testing
import Vignette

/// Lazy stacks, ViewThatFits and grids, laid out by the core engine (Docs/SwiftUI/Containers.md).
@Suite struct ContainersTests {
    @Test func aLazyVStackTakesTheWholeWidthAndAlignsItsRowsInIt() throws {
        let lazy = Lowering.layout(
            Lowering.node(
                LazyVStack(alignment: .leading, spacing: 2) {
                    Text("a")
                    Text("bb")
                }
                .background(Color.red)))
        let eager = Lowering.layout(
            Lowering.node(
                VStack(alignment: .leading, spacing: 2) {
                    Text("a")
                    Text("bb")
                }
                .background(Color.red)))
        let lazyBackground = try #require(lazy.allNodes.last { $0.kind == .fill }?.frame)
        let eagerBackground = try #require(eager.allNodes.last { $0.kind == .fill }?.frame)
        // The lazy stack spans the content width (170 − 2 × 16 pt); the eager one hugs its rows.
        #expect(lazyBackground.minX == 16 && lazyBackground.width == 138)
        #expect(eagerBackground.width < 30)
        #expect(lazyBackground.height == eagerBackground.height)
        #expect(try #require(Lowering.frame(ofText: "a", in: lazy)).minX == 16)
    }

    @Test func aLazyHStackTakesTheWholeHeight() throws {
        let lazy = Lowering.layout(
            Lowering.node(
                LazyHStack(alignment: .top) {
                    Text("a")
                    Text("b")
                }.background(Color.red)))
        let background = try #require(lazy.allNodes.last { $0.kind == .fill }?.frame)
        #expect(background.minY == 16 && background.height == 138)
        #expect(try #require(Lowering.frame(ofText: "a", in: lazy)).minY == 16)
    }
}

extension ContainersTests {
    @Test func viewThatFitsLowersToTheCoreChoice() {
        let view = ViewThatFits(in: .horizontal) {
            Text("Long title")
            Text("Short")
        }
        #expect(
            Lowering.node(view)
                == FirstThatFits(in: .horizontal) {
                    Words("Long title")
                    Words("Short")
                }.node)
    }

    @Test func viewThatFitsShowsTheLongTextWhenItFitsAndTheShortOneWhenNot() throws {
        func shown(width: CGFloat) -> [String] {
            let view = ViewThatFits(in: .horizontal) {
                Text("Wednesday, 25 November")
                Text("Wed 25")
            }
            .frame(width: width)
            return Lowering.layout(Lowering.node(view)).allNodes.compactMap(\.lines).flatMap { $0 }
        }
        // Only the chosen child is laid out and drawn.
        #expect(shown(width: 300) == ["Wednesday, 25 November"])
        #expect(shown(width: 120) == ["Wed 25"])
    }
}

extension ContainersTests {
    /// The painted shape of the only `containerRelative` node in `view`'s layout.
    func containerShape(
        _ view: some View, family: Vignette.WidgetFamily = .systemSmall,
        size: CGSize = CGSize(width: 170, height: 170)
    ) throws -> PlacedNode.Painted {
        let layout = Lowering.layout(Lowering.node(view, family: family), family: family, size: size)
        return try #require(layout.allNodes.first { $0.kind == .containerRelative }).painted
    }

    @Test func containerRelativeShapeIsConcentricWithTheWidgetsCorners() throws {
        // Inside the 16 pt margins of a widget with 22 pt corners: 22 − 16 = 6 pt, continuous.
        #expect(
            try containerShape(ContainerRelativeShape().fill(.blue))
                == .shape(.roundedRect(cornerRadius: 6, style: .continuous), stroked: false))
        // 4 pt further in: 2 pt; past the radius: square corners.
        #expect(
            try containerShape(ContainerRelativeShape().fill(.blue).padding(4))
                == .shape(.roundedRect(cornerRadius: 2, style: .continuous), stroked: false))
        #expect(
            try containerShape(ContainerRelativeShape().fill(.blue).padding(10))
                == .shape(.roundedRect(cornerRadius: 0, style: .continuous), stroked: false))
        // Edge to edge (margins off): the widget's own corners.
        #expect(
            try containerShape(ContainerRelativeShape().fill(.blue).padding(-16))
                == .shape(.roundedRect(cornerRadius: 22, style: .continuous), stroked: false))
    }

    @Test func containerRelativeShapeFollowsTheAccessorysShape() throws {
        let size = CGSize(width: 60, height: 60)
        #expect(
            try containerShape(ContainerRelativeShape().fill(.white), family: .accessoryCircular, size: size)
                == .shape(.disc, stroked: false))
        #expect(
            try containerShape(
                ContainerRelativeShape().fill(.white), family: .accessoryRectangular,
                size: CGSize(width: 160, height: 72)) == .shape(.rect, stroked: false))
    }
}

extension ContainersTests {
    @Test func aGridLowersToTheCoreGrid() {
        let view = Grid(alignment: .leading, horizontalSpacing: 6) {
            GridRow {
                Text("Mo")
                Text("Tu").gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow(alignment: .top) { Text("1").gridCellColumns(2) }
        }
        let core = Vignette.Grid(alignment: .leading, horizontalSpacing: 6) {
            Vignette.GridRow {
                Words("Mo")
                Words("Tu").gridColumnAlignment(.trailing)
            }
            Rule()
            Vignette.GridRow(alignment: .top) { Words("1").gridCellColumns(2) }
        }
        #expect(Lowering.node(view) == core.node)
    }

    @Test func aCalendarWeekSharesItsColumnsWithTheDaysBelow() throws {
        let view = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { ForEach(["M", "T", "W"], id: \.self) { Text($0) } }
            GridRow { ForEach(["29", "30", "31"], id: \.self) { Text($0) } }
        }
        let layout = Lowering.layout(Lowering.node(view))
        let m = try #require(Lowering.frame(ofText: "M", in: layout))
        let twentyNine = try #require(Lowering.frame(ofText: "29", in: layout))
        let w = try #require(Lowering.frame(ofText: "W", in: layout))
        let thirtyOne = try #require(Lowering.frame(ofText: "31", in: layout))
        // A letter is centred over its wider number: same middle, to the 1/3 pt pixel.
        #expect(abs(m.midX - twentyNine.midX) <= onePixel && abs(w.midX - thirtyOne.midX) <= onePixel)
        #expect(m.width < twentyNine.width)
        // Rows 2 pt apart.
        #expect(abs(twentyNine.minY - (m.maxY + 2)) <= onePixel)
    }
}

extension ContainersTests {
    @Test func aGeometryReaderBarIsAFractionOfTheContentWidth() throws {
        let view = VStack(spacing: 0) {
            GeometryReader { proxy in
                Capsule().fill(.green).frame(width: proxy.size.width * 0.4)
            }
            .frame(height: 8)
            Spacer()
        }
        let layout = Lowering.layout(Lowering.node(view))
        let bar = try #require(layout.allNodes.first { $0.kind == .pill }?.frame)
        // 40 % of the 138 pt between the 16 pt margins, from the content's leading edge.
        #expect(abs(bar.width - 55.2) <= onePixel && bar.minX == 16 && bar.minY == 16 && bar.height == 8)
    }
}

/// A shape written as for SwiftUI: a wedge pointing right.
private struct Wedge: SwiftUI.Shape {
    func path(in rect: CGRect) -> SwiftUI.Path {
        var path = SwiftUI.Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

extension ContainersTests {
    /// The core outline a lowered shape node draws in `rect`.
    func outline(_ node: Node, in rect: CGRect) throws -> Vignette.Path {
        guard case .shape(let kind, _) = node else { throw CancellationError() }
        return Vignette.Path(kind, in: rect)
    }

    @Test func aCustomShapeIsAskedForItsPathInItsFrame() throws {
        let node = Lowering.node(Wedge().fill(.red))
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(
            try outline(node, in: rect).elements == [
                .move(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 50, y: 35)), .line(CGPoint(x: 10, y: 50)), .close,
            ])
        // It takes the space offered, as every shape.
        let layout = Lowering.layout(Lowering.node(Wedge().fill(.red).frame(height: 20)))
        #expect(layout.allNodes.contains { $0.kind == .customShape && $0.frame.size == CGSize(width: 138, height: 20) })
    }

    @Test func arcsTurnAsSwiftUIsDo() {
        // clockwise: false grows the angle: from 3 o'clock to 6 o'clock through the bottom-right.
        var quarter = SwiftUI.Path()
        quarter.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false
        )
        #expect(quarter.core.elements.count == 2)
        guard case .curve(let c1, let c2, let end) = quarter.core.elements[1] else {
            Issue.record("no curve")
            return
        }
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        #expect(c1.x > 50 && c1.y > 50 && c2.x > 50 && c2.y > 50)
        // clockwise: true goes the long way, three quarter turns.
        var long = SwiftUI.Path()
        long.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(long.core.elements.count == 4)
        #expect(abs(long.boundingRect.minY - 40) < 0.5)
    }
}
