import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

/// `AnyShape` draws what the shape it wraps draws (Docs/SwiftUI/Shapes.md, "Shapes chosen at run time").
@Suite struct AnyShapeTests {
    @Test(arguments: [false, true])
    func aShapeChosenAtRunTimeLowersAsTheChosenShape(isRound: Bool) {
        let chosen = isRound ? AnyShape(Circle()) : AnyShape(.rect(cornerRadius: 8))
        let view = chosen.fill(.red).frame(width: 40, height: 30)
        let direct: Node =
            isRound
            ? Lowering.node(Circle().fill(.red).frame(width: 40, height: 30))
            : Lowering.node(RoundedRectangle(cornerRadius: 8).fill(.red).frame(width: 40, height: 30))
        #expect(Lowering.node(view) == direct)
    }

    @Test func aShapeOfYourOwnStillDrawsItsPath() {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> SwiftUI.Path {
                var path = SwiftUI.Path()
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                path.closeSubpath()
                return path
            }
        }
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        // The wedge spans the left half: its own outline, not a rectangle's.
        #expect(AnyShape(Wedge()).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Lowering.node(AnyShape(Wedge()).fill(.red)) != Lowering.node(Rectangle().fill(.red)))
    }
}
