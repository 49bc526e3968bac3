import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `render --tint`: the colour picked for the tinted looks (Docs/CommandLine.md, "Tinted and glass looks").
@Suite struct TintOptionTests {
    @Test func anUnknownTintIsAnErrorNamingItAndTheChoices() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let message = failure([
            "render", "--widget", "weather", "--family", "systemSmall", "--appearance", "tinted",
            "--tint", "purpel", "--out", out,
        ])
        #expect(
            message
                == "The value 'purpel' is invalid for '--tint <tint>': invalid tint 'purpel': expected a colour name "
                + "(red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray) or a hex colour such as #FF9230"
        )
        #expect(contents(of: out) == nil)
    }

    @Test func aTintColoursTheTintedLooksAndNamesTheirFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        _ = try vignette([
            "render", "--widget", "weather", "--family", "systemSmall", "--appearance", "tinted,tintedGlass,clearGlass",
            "--tint", "#f93", "--out", out,
        ])
        #expect(
            contents(of: out) == [
                "weather_systemSmall_iphone-16-pro-max_ios26_clearGlass@3x.png",
                "weather_systemSmall_iphone-16-pro-max_ios26_tinted@3x_tint-FF9933.png",
                "weather_systemSmall_iphone-16-pro-max_ios26_tintedGlass@3x_tint-FF9933.png",
            ])
        // Tinted glass: #FF9933 at 40 % in the empty margin at the middle of the right edge.
        let glass = try PNGImage(
            path: out + "/weather_systemSmall_iphone-16-pro-max_ios26_tintedGlass@3x_tint-FF9933.png")
        let p = glass.pixel(x: 520, y: 265)
        #expect(
            abs(Int(p.alpha) - 102) <= 2 && p.red >= 253 && abs(Int(p.green) - 0x99) <= 2
                && abs(Int(p.blue) - 0x33) <= 2)
    }
}
