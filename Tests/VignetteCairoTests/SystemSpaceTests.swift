import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// The stand-in's word space narrowed to SF Pro Display's (Docs/Fonts.md, "The word space").
struct SystemSpaceTests {
    @Test func interDisplaysSpaceIsNarrowedToSFProDisplaysByWeight() {
        // Inter Display's space is 570/2048 em (regular) and 503/2048 (semibold); iOS's is 0.225 em.
        #expect(abs(SystemTracking.spaceAdjustment(for: .system(size: 28)) - 28 * (0.225 - 570.0 / 2048)) < 1e-9)
        #expect(abs(SystemTracking.spaceAdjustment(for: .system(size: 28)) - -1.49297) < 1e-5)
        #expect(abs(SystemTracking.spaceAdjustment(for: .system(size: 40, weight: .semibold)) - -0.82422) < 1e-5)
        #expect(abs(SystemTracking.spaceAdjustment(for: .system(size: 40, weight: .bold)) - -0.16016) < 1e-5)
        #expect(SystemTracking.spaceAdjustment(for: .system(size: 40, weight: .black)) == 0, "never widened")
        #expect(SystemTracking.spaceAdjustment(for: .system(size: 17)) == 0, "Inter below 20 pt: measured alike")
        #expect(SystemTracking.spaceAdjustment(for: .system(size: 28, design: .rounded)) == 0)
        #expect(SystemTracking.spaceAdjustment(for: .custom("Inter Display", size: 28)) == 0)
        var apple = SystemFonts.standIns
        apple.assign([.text], to: "SF Pro Text")
        #expect(SystemTracking.spaceAdjustment(for: .system(size: 28), system: apple) == 0, "Apple's files: their own")
    }

    @Test func interDisplaysItalicsAddTheirMeasuredCorrection() {
        // +8/1000 em on top of the upright's correction (-8 from 33 pt) and Apple's 10 at 40 pt.
        let italic = Typeface(size: 40, isItalic: true)
        #expect(abs(SystemTracking.points(for: italic) - 40 * (10 - 8 + 8) / 1000) < 1e-9)
        #expect(abs(SystemTracking.points(for: Typeface(size: 17, isItalic: true)) - 17 * -0.026) < 1e-9, "Inter: none")
        var apple = SystemFonts.standIns
        apple.assign([.text], to: "SF Pro Text")
        #expect(abs(SystemTracking.points(for: italic, system: apple) - 40 * 10 / 1000) < 1e-9, "Apple's files: none")
    }

    @Test func aSpaceInInterDisplaySetsAtSFProDisplaysWidthPlusTracking() throws {
        let engine = try PangoTextEngine()
        let tracking = SystemTracking.points(for: .system(size: 28))
        func space(_ font: Typeface) -> CGFloat {
            engine.width(of: "n n", font: font) - engine.width(of: "nn", font: font)
        }
        // 0.225 em at 28 pt is 6.3 pt; the space's cluster also carries the run's tracking.
        #expect(abs(space(.system(size: 28)) - (6.3 + tracking)) < 0.002, "\(space(.system(size: 28)))")
        #expect(abs(space(.custom("Inter Display", size: 28)) - 28 * 570 / 2048) < 0.002, "the face's own")
        let text = SystemTracking.points(for: .system(size: 17))
        #expect(abs(space(.system(size: 17)) - space(.custom("Inter", size: 17)) - text) < 0.002, "Inter: unchanged")
        // Styled text: a span's own tracking adds on the space too.
        let styled = TextContent(pieces: [
            ("n n", TextSpan(range: 0..<0, font: .system(size: 28), tracking: 1, color: .black))
        ])
        let plain = TextContent(pieces: [
            ("nn", TextSpan(range: 0..<0, font: .system(size: 28), tracking: 1, color: .black))
        ])
        #expect(abs(engine.width(of: styled) - engine.width(of: plain) - (6.3 + tracking + 1)) < 0.002)
    }
}
