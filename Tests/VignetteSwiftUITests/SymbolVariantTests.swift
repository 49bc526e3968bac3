import Foundation
import SwiftUI
import Testing
import Vignette

/// `symbolVariant(_:)` names the symbols inside with the variant's suffixes where the table has
/// them; `tint(_:)` takes any style, a `Gradient` running along the control.
@Suite struct SymbolVariantTests {
    @Test func aVariantAppliesWhereTheSymbolHasIt() {
        #expect(Lowering.node(Image(systemName: "shippingbox").symbolVariant(.fill)) == .symbol("shippingbox.fill"))
        #expect(
            Lowering.node(Image(systemName: "checkmark").symbolVariant(.circle.fill))
                == .symbol("checkmark.circle.fill"))
        // `square.fill` exists on iOS (drawn with a relative's stand-in); `sunrise.slash` does not:
        // the symbol as named, as SwiftUI keeps symbols without the variant.
        #expect(Lowering.node(Image(systemName: "square").symbolVariant(.fill)) == .symbol("square.fill"))
        #expect(Lowering.node(Image(systemName: "sunrise").symbolVariant(.slash)) == .symbol("sunrise"))
        #expect(Lowering.node(Image(systemName: "star.fill").symbolVariant(.fill)) == .symbol("star.fill"))
        #expect(
            Lowering.node(VStack { Image(systemName: "star") }.symbolVariant(.fill).symbolVariant(.none))
                == Lowering.node(VStack { Image(systemName: "star.fill") }))
    }

    @Test func aGradientTintRunsAlongTheBar() {
        let gradient = SwiftUI.Gradient(colors: [Color.blue, Color.green])
        #expect(
            Lowering.node(ProgressView(value: 0.5).tint(gradient))
                == Lowering.node(
                    ProgressView(value: 0.5).tint(
                        SwiftUI.LinearGradient(
                            gradient: gradient, startPoint: .leading,
                            endPoint: .trailing))))
        #expect(
            gradient._paint.core
                == Paint.linearGradient(
                    Vignette.Gradient(colors: [.blue, .green]), startPoint: UnitPoint.top,
                    endPoint: UnitPoint.bottom))
        #expect(
            Lowering.node(ProgressView(value: 0.5).tint(Color.red))
                == Lowering.node(ProgressView(value: 0.5).tint(.red)))
    }
}
