import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// The stand-in's ellipsis set as SF Pro Display's three dots (Docs/Fonts.md, "The ellipsis").
struct SystemEllipsisTests {
    @Test func theFullStopsAreTightenedToIOSsDotPitchByWeightAndSlant() throws {
        // iOS's pitch (0.189 em regular, 0.208 semibold; italic 0.211, 0.227) less Inter Display's
        // full stop (0.2197, 0.2383; italic 0.2188, 0.2378).
        func tightening(_ font: Typeface) throws -> CGFloat {
            try #require(SystemTracking.ellipsisTightening(for: font))
        }
        #expect(abs(try tightening(.system(size: 60)) - 60 * (0.189 - 0.2197)) < 1e-9)
        #expect(abs(try tightening(.system(size: 60, weight: .semibold)) - 60 * (0.208 - 0.2383)) < 1e-9)
        #expect(abs(try tightening(Typeface(size: 49, isItalic: true)) - 49 * (0.211 - 0.2188)) < 1e-9)
        #expect(
            abs(try tightening(Typeface(size: 49, weight: .semibold, isItalic: true)) - 49 * (0.227 - 0.2378)) < 1e-9)
        #expect(abs(try tightening(.system(size: 60, weight: .black)) - 60 * (0.208 - 0.2383)) < 1e-9, "held")
        #expect(SystemTracking.ellipsisTightening(for: .system(size: 17)) == nil, "Inter below 20 pt: its own")
        #expect(SystemTracking.ellipsisTightening(for: .system(size: 40, design: .monospaced)) == nil)
        #expect(SystemTracking.ellipsisTightening(for: .custom("Inter Display", size: 40)) == nil)
        var apple = SystemFonts.standIns
        apple.assign([.display], to: "SF Pro Display")
        #expect(SystemTracking.ellipsisTightening(for: .system(size: 40), system: apple) == nil, "Apple's files")
    }

    @Test func theGapsAroundTheDotsOpenWithoutMovingTheirPitch() throws {
        let spacing = try #require(SystemTracking.ellipsisSpacing(for: .system(size: 50)))
        let tightening = 50 * (0.189 - 0.2197), opening = 50 * 0.031
        #expect(
            zip(spacing, [tightening + 2 * opening, tightening - 2 * opening, tightening + 2 * opening]).allSatisfy {
                abs($0 - $1) < 1e-9
            })
        // Pango's half before and half after: dot to dot (first + second) / 2 is the tightening.
        #expect(
            abs((spacing[0] + spacing[1]) / 2 - tightening) < 1e-9
                && abs((spacing[1] + spacing[2]) / 2 - tightening) < 1e-9)
        let italic = try #require(SystemTracking.ellipsisSpacing(for: Typeface(size: 50, isItalic: true)))
        #expect(abs(italic[0] - italic[1] - 4 * 50 * 0.019) < 1e-9)
        #expect(SystemTracking.ellipsisSpacing(for: .system(size: 17)) == nil)
    }

    @Test func fullStopsTakeTheEllipsisBytesSoOffsetsHold() {
        let text = "Large…  é…"
        let offsets = SystemTracking.ellipsisOffsets(in: 0..<text.utf8.count, of: text)
        #expect(offsets == [5, 12])
        #expect(SystemTracking.ellipsisOffsets(in: 6..<text.utf8.count, of: text) == [12])
        let swapped = SystemTracking.fullStops(for: offsets, in: text)
        #expect(swapped == "Large...  é...")
        #expect(swapped.utf8.count == text.utf8.count)
    }

    @Test func anEllipsisAt60PointsIsAsWideAsIOSs() throws {
        // iOS: "Large…" at 60 pt sets its three dots 0.189 em apart; the 'e' to the last dot's ink
        // end is 34.3 pt (Bitwarden's AX5 style guide, 3x). Inter Display's own glyph: 0.7568 em.
        let engine = try PangoTextEngine()
        let font = Typeface.system(size: 60)
        let tracking = SystemTracking.points(for: font)
        let ellipsis = engine.width(of: "Large…", font: font) - engine.width(of: "Large", font: font)
        // Three full stops of 0.2197 em carrying the tracking plus the tightening: Pango spaces the
        // two dots' gaps by it and the gap from the 'e' by half of it and half the letters' tracking,
        // plus the opening of 0.031 em before the first dot (the one after the last ends the line).
        let expected = 3 * 60 * 0.2197 + 3 * tracking + 2.5 * 60 * (0.189 - 0.2197) + 60 * 0.031
        #expect(abs(ellipsis - expected) < 0.05, "\(ellipsis) against \(expected)")
        #expect(ellipsis < 60 * 0.7568 - 8, "narrower than Inter Display's own ellipsis by over 8 pt")
        let own =
            engine.width(of: "Large…", font: .custom("Inter Display", size: 60))
            - engine.width(of: "Large", font: .custom("Inter Display", size: 60))
        #expect(abs(own - 60 * 0.7568) < 0.05, "a custom family keeps the face's glyph: \(own)")
    }

    @Test func anItalicLineEndingInTheEllipsisEndsWhereIOSsDoes() throws {
        // iOS ends a line in SF Pro Display's italic ellipsis 0.040 em further past its last dot than
        // Pango ends ours (Bitwarden's AX5 style guide: 7.33 pt against 5.00 at 60 pt, 6.00 against
        // 3.83 in semibold italic at 53 pt); upright lines end where iOS's do.
        let engine = try PangoTextEngine()
        let italic = Typeface(size: 60, isItalic: true)
        let tracking = SystemTracking.points(for: italic)
        let ellipsis = engine.width(of: "Large…", font: italic) - engine.width(of: "Large", font: italic)
        let expected =
            3 * 60 * 0.2188 + 3 * tracking + 2.5 * 60 * (0.211 - 0.2188) + 60 * 0.019 + 60 * 0.040
        #expect(abs(ellipsis - expected) < 0.05, "\(ellipsis) against \(expected)")
        // Only at the line's end: inside a line the ellipsis is followed by its own spacing (half its
        // last dot's letter spacing, 0.9 pt here), not the 2.4 pt of room.
        let inside =
            engine.width(of: "Large…e", font: italic) - engine.width(of: "Large", font: italic)
            - (engine.width(of: "ee", font: italic) - engine.width(of: "e", font: italic))
        #expect(inside < expected - 1.2, "\(inside) against \(expected)")
        // Styled text (two spans, so measured as content) ends the same way, by its last span's face.
        let styled = TextContent(pieces: [
            ("Large", TextSpan(range: 0..<0, font: italic, tracking: 0, color: .black)),
            ("…", TextSpan(range: 0..<0, font: italic, tracking: 0.001, color: .black)),
        ])
        let plain = engine.width(of: "Large…", font: italic)
        #expect(abs(engine.width(of: styled) - plain) < 0.01, "\(engine.width(of: styled)) against \(plain)")
        #expect(abs(SystemTracking.ellipsisEndRoom(for: italic) - 2.4) < 1e-9)
        #expect(SystemTracking.ellipsisEndRoom(for: .system(size: 60)) == 0, "upright: none")
        #expect(SystemTracking.ellipsisEndRoom(for: Typeface(size: 17, isItalic: true)) == 0, "Inter's own glyph")
    }
}
