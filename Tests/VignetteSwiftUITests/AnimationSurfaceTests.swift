import Foundation
import SwiftUI
import Testing
import Vignette

/// A ring that animates its fraction, as widget code writes one.
private struct Ring: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> SwiftUI.Path {
        var path = SwiftUI.Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        return path
    }
}

private struct Bar: View, Animatable {
    var width: CGFloat
    // Animatable is nonisolated and the view main-actor code: Swift 6 mode needs this, as with Xcode.
    nonisolated var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(width, 0) }
        set { width = newValue.first }
    }

    var body: some View { Color.red.frame(width: width, height: 4) }
}

/// `Animatable`, `VectorArithmetic`, `.animation`, `.transition`, `withAnimation` compile; a snapshot
/// draws final values (Docs/SwiftUI/Animation.md).
@Suite struct AnimationSurfaceTests {
    @Test func animationModifiersDrawTheViewAsItIs() {
        let plain = Lowering.node(Bar(width: 30))
        let animated = Lowering.node(
            Bar(width: 30).animation(.spring(duration: 0.3), value: 30)
                .transition(.move(edge: .leading).combined(with: .opacity)).animation(
                    .easeInOut(duration: 1).delay(0.2)))
        #expect(animated == plain)
        #expect(withAnimation(.snappy) { 42 } == 42)
    }

    @Test func animatableDataReadsAndWritesTheValue() {
        var ring = Ring(fraction: 0.25)
        ring.animatableData = 0.75
        #expect(ring.fraction == 0.75)
        var bar = Bar(width: 10)
        bar.animatableData = AnimatablePair(40, 1) + .zero
        #expect(bar.width == 40)
        #expect(AnimatablePair<CGFloat, Double>(3, 4).magnitudeSquared == 25)
        #expect(Double(2).scaled(by: 1.5) == 3)
        let layout = Lowering.layout(
            Lowering.node(Ring(fraction: 0.75).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)))
        #expect(layout.allNodes.contains { $0.frame.width == 40 && $0.frame.height == 40 })
    }
}
