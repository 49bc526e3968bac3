import Foundation
import Testing
import Vignette

/// `WidgetTint`: the colour picked for the tinted looks, by name or hex (Docs/WidgetFacts.md §4f).
@Suite struct WidgetTintTests {
    @Test func namesTakeTheDarkIOS26SystemColours() throws {
        #expect(try WidgetTint("orange").color == RGBA(hex: 0xFF9230))
        #expect(try WidgetTint(" Blue ") == .standard)
        #expect(WidgetTint.standard.color == RGBA(hex: 0x0091FF))
        #expect(WidgetTint.named.count == 13)
    }

    @Test func hexColoursAreNamedInCapitals() throws {
        #expect(try WidgetTint("#ff9230").name == "#FF9230")
        #expect(try WidgetTint("#f93").color == RGBA(hex: 0xFF9933))
    }

    @Test func anythingElseIsAnErrorListingTheChoices() {
        let expected =
            "a colour name (red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray) "
            + "or a hex colour such as #FF9230"
        for bad in ["purpel", "#12345", "#FF923080", "", "0091FF"] {
            #expect(throws: VignetteError.invalidValue(name: "tint", value: bad, expected: expected)) {
                try WidgetTint(bad)
            }
        }
    }

    @Test func theTintedPaletteAndBackdropFollowTheHue() throws {
        let red = try WidgetTint("red")
        #expect(red.palette.accent == RGBA(hex: 0xFF4245).mixed(with: .white, by: 0.47))
        #expect(red.palette.primary == RGBA(hex: 0xFF4245).mixed(with: .white, by: 0.9))
        #expect(red.darkBackdrop == RGBA(hex: 0xFF4245).mixed(with: .black, by: 0.8))
        #expect(red.glass == RGBA(hex: 0xFF4245, alpha: 0.4))
        #expect(TintPalette.standard == WidgetTint.standard.palette)
    }
}
