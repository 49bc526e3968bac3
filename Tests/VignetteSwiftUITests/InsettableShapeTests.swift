import Foundation
import SwiftUI
import Testing
import Vignette

/// A shape of one's own that insets itself, as timeARC's `Arc` does.
private struct Bar: InsettableShape {
    var insetAmount: CGFloat = 0
    func path(in rect: CGRect) -> SwiftUI.Path { SwiftUI.Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    func inset(by amount: CGFloat) -> some InsettableShape { Bar(insetAmount: insetAmount + amount) }
}

private struct Grow: AnimatableModifier {
    var size: CGFloat
    // Animatable is nonisolated and the view main-actor code: Swift 6 mode needs this, as with Xcode.
    nonisolated var animatableData: CGFloat {
        get { size }
        set { size = newValue }
    }
    func body(content: Content) -> some View { content.font(.system(size: size)) }
}

/// `InsettableShape`, and the pre-iOS 15 spellings widget code still uses (Docs/SwiftUI/Shapes.md).
struct InsettableShapeTests {
    /// The outline a lowered `stroke` draws at `size`.
    func strokedOutline(_ node: Node, at size: CGSize) -> Vignette.Path? {
        guard case .stroke(.custom(let shape), _, let style) = node, style.lineWidth == 10 else { return nil }
        return shape.path(for: size)
    }

    @Test func strokeBorderStrokesTheShapesOwnInsetByHalfTheLineWidth() {
        let size = CGSize(width: 100, height: 40)
        let inside = Vignette.Path(rect: CGRect(x: 5, y: 5, width: 90, height: 30))
        #expect(strokedOutline(Lowering.node(Bar().strokeBorder(Color.red, lineWidth: 10)), at: size) == inside)
        #expect(
            strokedOutline(Lowering.node(Bar().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 10))), at: size)
                == inside)
        let whole = Vignette.Path(rect: CGRect(origin: .zero, size: size))
        #expect(strokedOutline(Lowering.node(Bar().stroke(Color.red, lineWidth: 10)), at: size) == whole)
    }

    @Test func legacySpellingsLowerAsTheirReplacements() {
        #expect(Lowering.node(Text("a").modifier(Grow(size: 30))) == Lowering.node(Text("a").font(.system(size: 30))))
        #expect(Lowering.node(Text("a").accentColor(.red)) == Lowering.node(Text("a").tint(.red)))
        #expect(Lowering.node(Text("a").contentShape(Rectangle())) == Lowering.node(Text("a")))
        #expect(Lowering.node(Text("a").onTapGesture {}) == Lowering.node(Text("a")))
        #expect(EnvironmentValues().presentationMode.wrappedValue.isPresented == false)
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-9 && -Angle.radians(1) == .radians(-1))
    }
}
