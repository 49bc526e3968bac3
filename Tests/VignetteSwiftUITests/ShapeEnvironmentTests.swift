import Foundation
import SwiftUI
import Testing
import Vignette

private struct BarWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    fileprivate var barWidth: CGFloat {
        get { self[BarWidthKey.self] }
        set { self[BarWidthKey.self] = newValue }
    }
}

/// A shape of one's own whose outline depends on the environment, as SwiftClockUI's `HoursShape` reads
/// `@Environment(\.clockRandom)` in `path(in:)`.
private struct Bar: Shape {
    @Environment(\.barWidth) var width
    func path(in rect: CGRect) -> SwiftUI.Path {
        SwiftUI.Path(CGRect(x: 0, y: 0, width: width, height: rect.height))
    }
}

/// The outline a shape of one's own draws: its `path(in:)`, asked for when the shape is drawn, reads
/// its `@Environment` properties in the environment of its place in the tree (Docs/SwiftUI/Shapes.md,
/// "A shape's environment").
struct ShapeEnvironmentTests {
    static let size = CGSize(width: 100, height: 40)

    /// The custom outlines `node` draws, in tree order, at `size`.
    static func outlines(_ node: Node) -> [Vignette.Path] {
        var found: [Vignette.Path] = []
        func visit(_ node: Node) {
            switch node {
            case .shape(.custom(let shape), _), .stroke(.custom(let shape), _, _):
                found.append(shape.path(for: size))
            case .group(let nodes), .column(_, _, let nodes), .row(_, _, let nodes), .layers(_, let nodes):
                nodes.forEach(visit)
            case .modified(let inner, _):
                visit(inner)
            default:
                break
            }
        }
        visit(node)
        return found
    }

    static func bar(_ width: CGFloat) -> Vignette.Path {
        Vignette.Path(rect: CGRect(x: 0, y: 0, width: width, height: size.height))
    }

    @Test func aShapesEnvironmentPropertyReadsTheValueSetAboveIt() {
        #expect(Self.outlines(Lowering.node(Bar().environment(\.barWidth, 12))) == [Self.bar(12)])
        #expect(
            Self.outlines(Lowering.node(Bar().stroke(Color.red, lineWidth: 2).environment(\.barWidth, 12))) == [
                Self.bar(12)
            ])
        // With none set, the key's default.
        #expect(Self.outlines(Lowering.node(Bar())) == [Self.bar(1)])
    }

    @Test func eachShapeReadsTheValueAtItsOwnPlace() {
        let view = VStack {
            Bar().environment(\.barWidth, 3)
            Bar().fill(Color.red).environment(\.barWidth, 5)
            Bar().fill(Color.red)
            Bar()
        }
        .environment(\.barWidth, 7)
        #expect(Self.outlines(Lowering.node(view)) == [Self.bar(3), Self.bar(5), Self.bar(7), Self.bar(7)])
    }

    /// A shape made from a shape (`stroke(lineWidth:)`, `trim`, `rotation`) reads the environment of the
    /// view whose `body` makes it, as SwiftClockUI's shapes are made.
    @Test func aShapeMadeInABodyReadsThatBodysEnvironment() {
        struct Face: View {
            var body: some View { Bar().stroke(lineWidth: 2) }
        }
        #expect(Self.outlines(Lowering.node(Face().environment(\.barWidth, 9))) == [Self.bar(9)])
    }

    @Test func aShapeDrawnInsideAnotherShapesPathReadsTheSameEnvironment() {
        struct Outer: Shape {
            func path(in rect: CGRect) -> SwiftUI.Path { Bar().path(in: rect) }
        }
        #expect(Self.outlines(Lowering.node(Outer().environment(\.barWidth, 5))) == [Self.bar(5)])
    }
}
