import Foundation
import SwiftUI
import Testing
import Vignette

/// `Image(systemName:)` follows the font, and with `resizable()` the space it is given
/// (Docs/SwiftUI/Assets.md).
@Suite struct SymbolSizingTests {
    func symbolFrame(_ view: some View) throws -> CGRect {
        let layout = Lowering.layout(Lowering.node(view))
        return try #require(layout.allNodes.first { $0.kind == .symbol }?.frame)
    }

    @Test func aSymbolIsAsLargeAsItsFont() throws {
        // A square of the font size × 1.25 (Symbol.emPerPoint): 20 pt at 16 pt.
        let frame = try symbolFrame(Image(systemName: "star.fill").font(.system(size: 16)))
        #expect(frame.size == CGSize(width: 20, height: 20))
    }

    @Test func aResizableSymbolFillsTheShorterSideOfItsFrameCentred() throws {
        let frame = try symbolFrame(Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 80, height: 60))
        #expect(frame.size == CGSize(width: 60, height: 60))
        // Centred in the 80 × 60 frame, itself centred in the 170 pt widget's content area.
        #expect(frame.midX == 85 && frame.midY == 85)
        // Without a frame it takes what it is offered: the content area, 138 pt wide and tall.
        let whole = try symbolFrame(Image(systemName: "star.fill").resizable())
        #expect(whole.width == 138 && whole.height == 138)
    }
}
