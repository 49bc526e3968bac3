import Foundation
import Testing

/// The locked appearances on the command line (Docs/Privacy.md): `--appearance all` has them
/// where iOS shows them (what they redact is pinned by PrivacyTests and LockedScreenshotTests).
@Suite struct RenderPrivacyTests {
    @Test func allHasTheLockedLookOnlyWhereIOSShowsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette([
            "render", "--widget", "calendar-agenda", "--family", "accessoryRectangular,systemMedium",
            "--appearance", "all", "--out", out,
        ])
        #expect(
            contents(of: out) == [
                "calendar-agenda_accessoryRectangular_iphone-16-pro-max_ios26_lockScreen@3x.png",
                "calendar-agenda_accessoryRectangular_iphone-16-pro-max_ios26_lockScreenLocked@3x.png",
                "calendar-agenda_systemMedium_iphone-16-pro-max_ios26_clearGlass@3x.png",
                "calendar-agenda_systemMedium_iphone-16-pro-max_ios26_dark@3x.png",
                "calendar-agenda_systemMedium_iphone-16-pro-max_ios26_light@3x.png",
                "calendar-agenda_systemMedium_iphone-16-pro-max_ios26_tinted@3x.png",
                "calendar-agenda_systemMedium_iphone-16-pro-max_ios26_tintedGlass@3x.png",
            ])
        // The same small widget locked on an iPad is refused, as StandBy is.
        let iPad = vignetteWithErrors([
            "render", "--widget", "calendar-agenda", "--family", "systemSmall", "--device", "ipad-air-11-m2",
            "--appearance", "standByLocked", "--out", folder.path("ipad"),
        ])
        #expect(iPad.failure?.contains("StandBy exists on iPhone only") == true, "\(iPad)")
    }
}
