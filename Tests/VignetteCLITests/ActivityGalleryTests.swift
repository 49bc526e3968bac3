import Foundation
import Testing
import Vignette
@testable import VignetteCLI
import VignetteExampleCatalog

/// Live Activities in `vignette widgets` and `vignette gallery`.
@Suite struct ActivityGalleryTests {
    @Test func widgetsListsTheActivitiesWithTheirStates() throws {
        let lines = try vignette(["widgets"]).split(separator: "\n").map(String.init)
        #expect(lines.first == "7 widgets in the bundled examples:")
        #expect(
            Array(lines.suffix(3)) == [
                "2 Live Activities in the bundled examples:",
                "  class-in-progress      Class in progress (正在上课) — states: starting-soon, in-class, last-minutes, not-updated, ended",
                "  live-match             Live match — states: kick-off, first-goal, half-time, equaliser, full-time",
            ])
        let json = try vignette(["widgets", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(rows.count == 9 && rows.dropLast(2).allSatisfy { $0["kind"] as? String == "widget" })
        let activity = try #require(rows.last)
        #expect(activity["id"] as? String == "live-match" && activity["kind"] as? String == "activity")
        #expect(activity["states"] as? [String] == RenderActivityTests.states)
        #expect(activity["presentations"] as? [String] == RenderActivityTests.presentations)
        #expect(activity["families"] == nil && activity["timeline"] == nil)
    }

    @Test func aCatalogueWithoutActivitiesListsNone() throws {
        let catalog = WidgetCatalog(name: "MyWidgets", definitions: [WidgetCatalog.examples.definitions[0]])
        let printed = try WidgetCatalog.$current.withValue(catalog) { try vignette(["widgets"]) }
        #expect(!printed.contains("Live Activit"))
    }

    /// Every presentation × light/dark × state on the device, in the contact sheet and the page too.
    @Test func galleryOfAnActivity() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("gallery")
        let printed = try vignette(["gallery", "--widget", "live-match", "--device", "iphone-16-pro", "--out", out])
        let expected = RenderActivityTests.names(device: "iphone-16-pro", schemes: ["light", "dark"])
        #expect(contents(of: out) == (expected + ["contact-sheet.png", "index.html"]).sorted())
        #expect(printed.hasPrefix("50 images, contact-sheet.png and index.html in \(out) ("))

        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("<h2>Live match <code>live-match</code></h2>"))
        #expect(RenderActivityTests.states.allSatisfy { html.contains("<h3>\($0)</h3>") })
        #expect(
            html.contains(
                "<figure class=\"dark\"><img src=\"live-match_compact_iphone-16-pro_ios26_dark@3x_kick-off.png\" "
                    + "width=\"230\" alt=\"live-match_compact_iphone-16-pro_ios26_dark@3x_kick-off.png\"><figcaption>compact · dark</figcaption></figure>"
            ))
        #expect(expected.allSatisfy { html.contains("src=\"\($0)\"") })

        // The sheet holds the banners (380 pt) in panels with a 110 pt label column beside them.
        let sheet = try #require(
            PNGImage.headerSize(try Data(contentsOf: URL(fileURLWithPath: out + "/contact-sheet.png"))))
        #expect(sheet.width > 380 + 110 + 2 * 16 && sheet.height > 5 * 2 * 160, "sheet \(sheet)")
    }

    @Test func galleryOnADeviceWithoutADynamicIslandShowsTheBanner() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("gallery")
        let run = vignetteWithErrors(["gallery", "--widget", "live-match", "--device", "iphone-se-3", "--out", out])
        #expect(run.failure == nil)
        #expect(
            run.errors.contains(
                "note: iphone-se-3 has no Dynamic Island; Live Activities are shown as the Lock Screen banner only\n"))
        // The banner on the Lock Screen and, twice the size, in StandBy.
        let banners = RenderActivityTests.states.flatMap { state in
            ["light", "dark"].flatMap { scheme in
                ["lockScreen", "standBy"].map { "live-match_\($0)_iphone-se-3_ios26_\(scheme)@2x_\(state).png" }
            }
        }
        #expect(contents(of: out) == (banners + ["contact-sheet.png", "index.html"]).sorted())
    }

    /// The whole gallery: widgets first, then the activity, and the same bytes for 1 and 2 workers.
    @Test func widgetsAndActivitiesTogetherWithOneAndTwoWorkers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for jobs in ["1", "2"] {
            try vignette([
                "gallery", "--widget", "joke-of-the-day", "--widget", "live-match", "--device", "iphone-16-pro",
                "--jobs", jobs, "--out", folder.path(jobs),
            ])
        }
        let one = try #require(contents(of: folder.path("1")))
        #expect(contents(of: folder.path("2")) == one)
        #expect(
            one.filter { $0.hasPrefix("live-match_") }.count == 50 && one.contains { $0.hasPrefix("joke-of-the-day_") })
        for name in one {
            #expect(
                try Data(contentsOf: folder.url.appendingPathComponent("1/" + name))
                    == Data(contentsOf: folder.url.appendingPathComponent("2/" + name)),
                "\(name) differs between 1 and 2 workers")
        }
        let html = try String(contentsOfFile: folder.path("1") + "/index.html", encoding: .utf8)
        let joke = try #require(html.range(of: "<code>joke-of-the-day</code>")),
            match = try #require(html.range(of: "<code>live-match</code>"))
        #expect(joke.lowerBound < match.lowerBound)
    }

    @Test func galleryEntriesAreInAStableOrder() throws {
        let device = try DeviceCatalog.standard.device(id: "iphone-16-pro")
        let match = WidgetCatalog.examples.activities.filter { $0.id == "live-match" }
        let entries = GalleryEntry.all(widgets: [], activities: match, device: device, os: .ios26, scale: nil)
        #expect(entries.count == 50)
        #expect(
            entries.prefix(6).map(\.caption) == [
                "lockScreen · light", "compact · light", "minimal · light", "expanded · light",
                "standBy · light", "lockScreen · dark",
            ])
        #expect(ContactSheet.stripCount(entries) == 1 + 1 + 5)
    }
}
