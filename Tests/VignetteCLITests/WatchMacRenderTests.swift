import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `render --device` with an Apple Watch or the Mac (Docs/CommandLine.md, "Watch and Mac devices").
@Suite struct WatchMacRenderTests {
    @Test func aFamilyTheDeviceCannotShowIsAnErrorNamingWhatItOffers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        #expect(
            failure([
                "render", "--widget", "weather", "--device", "apple-watch-ultra-3", "--family", "systemSmall", "--out",
                out,
            ])
                == "Apple Watch Ultra 3 (49mm) (apple-watch-ultra-3) has no systemSmall widget on ios26; "
                + "available: accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner")
        #expect(
            failure(["render", "--widget", "weather", "--device", "mac", "--family", "accessoryInline", "--out", out])
                == "Mac (desktop widgets) (mac) has no accessoryInline widget on ios26; "
                + "available: systemSmall, systemMedium, systemLarge, systemExtraLarge")
        #expect(
            failure([
                "render", "--widget", "weather", "--device", "apple-watch-ultra-3", "--family", "accessoryCircular",
                "--appearance", "lockScreen", "--out", out,
            ])
                == "appearance lockScreen for accessoryCircular on apple-watch-ultra-3: apple-watch-ultra-3 is an Apple Watch, whose faces show accessories in full colour or accented; "
                + "use dark or tinted")
        #expect(contents(of: out) == nil)
    }

    @Test func aWatchRendersTheWidgetsAccessoryFamiliesDarkByDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try vignette(["render", "--widget", "weather", "--device", "apple-watch-ultra-3", "--out", folder.path])
        #expect(
            contents(of: folder.path)
                == ["accessoryCircular", "accessoryCorner", "accessoryInline", "accessoryRectangular"].map {
                    "weather_\($0)_apple-watch-ultra-3_ios26_dark@2x.png"
                })
        let rectangle = try PNGImage(
            path: folder.path + "/weather_accessoryRectangular_apple-watch-ultra-3_ios26_dark@2x.png")
        #expect(rectangle.width == 398 && rectangle.height == 169)  // 199x84.5 pt
    }

    @Test func theMacRendersItsFourFamilies() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try vignette([
            "render", "--widget", "weather", "--device", "mac", "--appearance", "all", "--family", "systemMedium",
            "--out", folder.path,
        ])
        #expect(
            contents(of: folder.path)
                == ["clearGlass", "dark", "light", "tintedGlass"].map {
                    "weather_systemMedium_mac_ios26_\($0)@2x.png"
                })
        #expect(try PNGImage(path: folder.path + "/weather_systemMedium_mac_ios26_light@2x.png").width == 688)
    }
}
