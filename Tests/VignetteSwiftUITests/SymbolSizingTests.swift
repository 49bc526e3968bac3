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
        // The SF Symbol's frame at 16 pt (Docs/Symbols.md, "Frames of the stand-ins"): 17.53 × 20.03, snapped to thirds.
        let frame = try symbolFrame(Image(systemName: "star.fill").font(.system(size: 16)))
        #expect(abs(frame.width - 17.53) < 0.34 && abs(frame.height - 20.03) < 0.34, "\(frame.size)")
    }

    @Test func aResizableSymbolFillsTheShorterSideOfItsFrameCentred() throws {
        let frame = try symbolFrame(
            Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 80, height: 60))
        // Its glyph is 60 pt (the font is 60 / 1.25), in the SF Symbol's frame at that font: 52.58 × 60.08.
        #expect(abs(frame.width - 52.58) < 0.34 && abs(frame.height - 60.08) < 0.34, "\(frame.size)")
        // Centred in the 80 × 60 frame, itself centred in the 170 pt widget's content area.
        #expect(abs(frame.midX - 85) < 0.34 && abs(frame.midY - 85) < 0.34)
        // Without a frame it takes what it is offered: the content area, 138 pt, its glyph as tall.
        let whole = try symbolFrame(Image(systemName: "star.fill").resizable())
        #expect(abs(whole.height - 138 * 60.08 / 60) < 0.34 && abs(whole.midY - 85) < 0.34)
    }
}
