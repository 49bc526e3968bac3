import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo

/// SwiftUI's colour effects (`luminanceToAlpha`, `colorInvert`, `grayscale`, `saturation`,
/// `brightness`, `contrast`, `hueRotation`, `colorMultiply`): one core colour matrix painted by the
/// Cairo painter's colour filter (Docs/SwiftUI/ColorEffects.md).
@Suite struct ColorEffectTests {
    static let orange = Color(red: 1, green: 0.25, blue: 0)

    /// The orange (1, 0.25, 0) with `effect`, over white.
    static func probe(_ effect: (Color) -> some View) throws -> CanvasProbe {
        try CanvasProbe(
            ZStack {
                Color.white
                effect(orange)
            })
    }

    @Test func aBlurSpreadsTheEdgeAsAGaussianOfTheRadius() throws {
        // A black 40 pt square at the middle of the 100 × 60 probe (x 30…70), blurred with σ = 4 pt.
        let probe = try CanvasProbe(
            ZStack {
                Color.white
                Color.black.frame(width: 40, height: 40).blur(radius: 4)
            })
        // The probe reads the pixel centred half a point right of x, so at the edge (x 30) it reads 0.125σ
        // inside: a Gaussian's 55 % ink (115 of 255); 0.875σ and 1.875σ outside, 19 % and 3 % (207, 247);
        // 0.875σ inside, 81 % (48).
        #expect(probe.pixel(30, 30, is: (115, 115, 115), tolerance: 6))
        #expect(probe.pixel(26, 30, is: (207, 207, 207), tolerance: 6))
        #expect(probe.pixel(22, 30, is: (247, 247, 247), tolerance: 4))
        #expect(probe.pixel(33, 30, is: (48, 48, 48), tolerance: 8))
        #expect(probe.pixel(50, 30, is: (0, 0, 0)))
        // Without the blur the edge is sharp: a point outside is white.
        let sharp = try CanvasProbe(
            ZStack {
                Color.white
                Color.black.frame(width: 40, height: 40)
            })
        #expect(sharp.pixel(29, 30, is: (255, 255, 255)) && sharp.pixel(31, 30, is: (0, 0, 0)))
        // The layout is the view's own, and tree JSON spells it `{"blur": 4}`.
        #expect(
            Lowering.node(Color.black.blur(radius: 4))
                == .modified(Lowering.node(Color.black), .colorEffect(.blur(radius: 4))))
    }

    @Test func luminanceToAlphaIsBlackWithTheLuminanceAsAlpha() throws {
        let probe = try CanvasProbe(
            ZStack {
                Color.white
                HStack(spacing: 0) {
                    Color.white.frame(width: 30)
                    Color.black.frame(width: 30)
                    Self.orange
                }
                .luminanceToAlpha()
            })
        // White: opaque black. Black: transparent, the white behind shows.
        #expect(probe.pixel(15, 30, is: (0, 0, 0)))
        #expect(probe.pixel(45, 30, is: (255, 255, 255)))
        // Orange: alpha 0.2125 + 0.7154 · 0.25 = 0.391 of black over white: 0.609.
        #expect(probe.pixel(80, 30, is: (155, 155, 155)))
    }

    @Test func luminanceToAlphaKeepsCoverage() {
        // Half-covered white (an anti-aliased edge) gives half alpha, not the full alpha SVG's straight
        // colour would: edges stay smooth.
        let edge = ColorMatrix.luminanceToAlpha.apply(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(edge.red == 0 && edge.green == 0 && edge.blue == 0)
        #expect(abs(edge.alpha - 0.5) < 1e-6)
    }

    @Test func invertGrayscaleAndSaturation() throws {
        #expect(try Self.probe { $0.colorInvert() }.pixel(50, 30, is: (0, 191, 255)))
        // Luminance grey: 0.213 + 0.715 · 0.25 = 0.392.
        #expect(try Self.probe { $0.grayscale(1) }.pixel(50, 30, is: (100, 100, 100)))
        #expect(try Self.probe { $0.grayscale(0) }.pixel(50, 30, is: (255, 64, 0)))
        #expect(try Self.probe { $0.saturation(0) }.pixel(50, 30, is: (100, 100, 100)))
        // Half way to grey, SVG's saturate matrix at 0.5.
        #expect(try Self.probe { $0.saturation(0.5) }.pixel(50, 30, is: (177, 82, 50)))
    }

    @Test func brightnessAddsAndContrastScalesAboutMidGrey() throws {
        #expect(try Self.probe { $0.brightness(0.5) }.pixel(50, 30, is: (255, 191, 128)))
        #expect(try Self.probe { $0.brightness(-0.25) }.pixel(50, 30, is: (191, 0, 0)))
        #expect(try Self.probe { $0.contrast(0) }.pixel(50, 30, is: (128, 128, 128)))
        #expect(try Self.probe { $0.contrast(2) }.pixel(50, 30, is: (255, 0, 0)))
        // Negative contrast inverts (Apple's documentation).
        #expect(try Self.probe { $0.contrast(-1) }.pixel(50, 30, is: (0, 191, 255)))
    }

    @Test func hueRotationAndColorMultiply() throws {
        #expect(try Self.probe { $0.hueRotation(.degrees(0)) }.pixel(50, 30, is: (255, 64, 0)))
        #expect(try Self.probe { $0.hueRotation(.degrees(360)) }.pixel(50, 30, is: (255, 64, 0)))
        // SVG's hueRotate at 180°: (−0.22, 0.53, 0.78), clamped.
        #expect(try Self.probe { $0.hueRotation(.degrees(180)) }.pixel(50, 30, is: (0, 136, 200)))
        #expect(
            try Self.probe { $0.colorMultiply(Color(red: 0.5, green: 1, blue: 1)) }.pixel(50, 30, is: (128, 64, 0)))
        // Multiplying alpha too: a half-transparent multiplier lets half the white through.
        #expect(
            try Self.probe { $0.colorMultiply(Color(red: 1, green: 1, blue: 1, opacity: 0.5)) }
                .pixel(50, 30, is: (255, 159, 128)))
    }

    @Test func onlyTheFilteredViewsPixelsChange() throws {
        let probe = try CanvasProbe(
            ZStack(alignment: .leading) {
                Color.white
                Self.orange.frame(width: 40).colorInvert()
            })
        #expect(probe.pixel(20, 30, is: (0, 191, 255)))
        #expect(probe.pixel(80, 30, is: (255, 255, 255)))
    }

    @Test func effectsNestInOrder() throws {
        // Grey first, then inverted: 1 − 0.392; the other order gives the same grey of the inverse.
        #expect(try Self.probe { $0.grayscale(1).colorInvert() }.pixel(50, 30, is: (155, 155, 155)))
        #expect(try Self.probe { $0.colorInvert().brightness(0.2) }.pixel(50, 30, is: (51, 242, 255)))
    }

    @Test func inAccentedModeTheEffectsAlphaTakesTheTint() throws {
        // iOS keeps only alpha in accented mode: luminanceToAlpha's opaque black over white is drawn in
        // the tint white content takes, not black.
        let probe = try CanvasProbe(
            HStack(spacing: 0) {
                Color.white.frame(width: 50)
                Color.white.luminanceToAlpha()
            },
            appearance: .tinted)
        let plain = probe.pixel(25, 30), filtered = probe.pixel(75, 30)
        // The tinted white's luminance is a little under 1 (0.95): its alpha, so a little of the dark
        // background shows through; black (the effect's colour, untinted) would be 0.
        #expect(abs(Int(filtered.blue) - Int(plain.blue)) <= 16 && abs(Int(filtered.red) - Int(plain.red)) <= 16)
        #expect(Int(plain.red) + Int(plain.green) + Int(plain.blue) > 300)
    }

    @Test func theModifierIsInTheTreeFormat() throws {
        guard case .modified(_, .colorEffect(.luminanceToAlpha)) = Lowering.node(Color.red.luminanceToAlpha()) else {
            Issue.record("not lowered to the core's colour effect")
            return
        }
        for effect: ColorEffect in [
            .invert, .luminanceToAlpha, .grayscale(0.5), .saturation(1.5), .brightness(-0.2), .contrast(-1),
            .hueRotation(degrees: 90), .multiply(.rgb(1, 0.5, 0, opacity: 1)),
        ] {
            let tree = Node.modified(.shape(.rect, nil), .colorEffect(effect))
            #expect(try Node.decode(json: try tree.jsonData(prettyPrinted: false)) == tree)
        }
        let json = try Node.modified(.shape(.rect, nil), .colorEffect(.grayscale(0.5))).jsonData(prettyPrinted: false)
        #expect(String(decoding: json, as: UTF8.self).contains(#""colorEffect":{"grayscale":0.5}"#))
        #expect(throws: (any Error).self) {
            try Node.decode(json: Data(#"{"type": "rect", "modifiers": [{"colorEffect": "sepia"}]}"#.utf8))
        }
        #expect(throws: (any Error).self) {
            try Node.decode(json: Data(#"{"type": "rect", "modifiers": [{"colorEffect": {"grayscale": 2}}]}"#.utf8))
        }
    }
}
