import Foundation
import Testing
import Vignette
@testable import VignetteCLI
import VignetteExampleCatalog

/// `vignette accessibility`, and `--dynamic-type`, `--bold-text` and `--increase-contrast` where
/// images are made (Docs/CommandLine.md, Docs/Accessibility.md).
@Suite struct AccessibilityCommandTests {
    @Test func printsTheWeatherWidgetHourByHour() throws {
        let printed = try vignette(["accessibility", "--widget", "weather", "--family", "systemMedium"])
        #expect(
            printed == """
                "Bergen, 5°" [isStaticText]
                "Sunny, H:8° L:2°" [isStaticText]
                "10, Partly Cloudy, 6°" [isStaticText]
                "11, Partly Cloudy, 7°" [isStaticText]
                "12, Cloudy, 8°" [isStaticText]
                "13, Cloudy, 8°" [isStaticText]
                "14, Rain, 7°" [isStaticText]
                "15, Rain, 7°" [isStaticText]

                """)
    }

    @Test func jsonHasTheSameElementsWithFramesInsideTheWidget() throws {
        let text = try vignette(["accessibility", "--widget", "weather", "--family", "systemMedium"])
        let json = try vignette([
            "accessibility", "--widget", "weather", "--family", "systemMedium", "--format", "json",
        ])
        let elements = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(elements.count == text.split(separator: "\n").count)
        #expect(elements.first?["label"] as? String == "Bergen, 5°")
        #expect(elements.first?["traits"] as? [String] == ["isStaticText"])
        // The medium widget on the default iPhone is 364 × 170 pt; every focus box is inside it.
        for element in elements {
            let frame = try #require(element["frame"] as? [String: Double])
            #expect(
                frame["x"]! >= 0 && frame["y"]! >= 0 && frame["x"]! + frame["width"]! <= 364
                    && frame["y"]! + frame["height"]! <= 170)
        }
    }

    @Test func liveActivitiesTakeAPresentationAndAState() throws {
        let printed = try vignette([
            "accessibility", "--widget", "live-match", "--presentation", "lockScreen", "--state", "first-goal",
        ])
        // The clubs either side of the score and clock, read home, score, away; then the last goal.
        #expect(
            printed == """
                "NBR" [isStaticText]
                "1 – 0, 23'" [isStaticText]
                "HRB" [isStaticText]
                "Okafor 23'" [isStaticText]

                """)
        #expect(
            failure(["accessibility", "--widget", "live-match", "--family", "systemSmall"])
                == "--family does not apply to a Live Activity (live-match); choose where it is shown with --presentation"
        )
        #expect(
            failure(["accessibility", "--widget", "weather", "--state", "first-goal"])
                == "--state applies to Live Activities only; weather is a widget")
    }

    @Test func anUnknownSizeListsTheSizes() {
        let sizes =
            "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
        #expect(
            failure(["render", "--widget", "weather", "--dynamic-type", "huge", "--out", "unused-out"])?
                .contains("unknown Dynamic Type size 'huge'; known: \(sizes)") == true)
        #expect(
            failure(["accessibility", "--widget", "weather", "--dynamic-type", "AX9"])?
                .contains("unknown Dynamic Type size 'AX9'; known: \(sizes)") == true)
        #expect((try? DynamicTypeSize.parse("AX3")) == .accessibility3)
        #expect((try? DynamicTypeSize.parse("XXXLarge")) == .xxxLarge)
    }

    @Test func renderWritesOneImagePerSizeNamedAfterIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let result = vignetteWithErrors([
            "render", "--widget", "weather", "--family", "systemSmall", "--dynamic-type", "xSmall,large,accessibility3",
            "--bold-text", "--out", out,
        ])
        #expect(result.failure == nil)
        let stem = "weather_systemSmall_iphone-16-pro-max_ios26_light@3x"
        #expect(
            contents(of: out) == ["\(stem)_accessibility3_bold.png", "\(stem)_bold.png", "\(stem)_xSmall_bold.png"])
        #expect(
            result.errors.contains("widgets never set text below Large (HIG), so xSmall draws weather as large does"))
        func bytes(_ name: String) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent(name))
        }
        // Below Large a widget is drawn at Large; accessibility3 is not.
        #expect(try bytes("\(stem)_xSmall_bold.png") == bytes("\(stem)_bold.png"))
        #expect(try bytes("\(stem)_accessibility3_bold.png") != bytes("\(stem)_bold.png"))
    }

    @Test func increaseContrastChangesTheSystemTints() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette(["render", "--widget", "calendar-agenda", "--family", "systemSmall", "--out", out])
        try vignette([
            "render", "--widget", "calendar-agenda", "--family", "systemSmall", "--increase-contrast", "--out", out,
        ])
        let stem = "calendar-agenda_systemSmall_iphone-16-pro-max_ios26_light@3x"
        #expect(contents(of: out) == ["\(stem).png", "\(stem)_contrast.png"])
        // The weekday is drawn in system red, which Increase Contrast darkens (#FF383C → #E9152D).
        let standard = try PNGImage(path: folder.path("out/\(stem).png"))
        let contrast = try PNGImage(path: folder.path("out/\(stem)_contrast.png"))
        #expect(standard.count(of: .init(red: 0xFF, green: 0x38, blue: 0x3C, alpha: 255)) > 20)
        #expect(contrast.count(of: .init(red: 0xFF, green: 0x38, blue: 0x3C, alpha: 255)) == 0)
        #expect(contrast.count(of: .init(red: 0xE9, green: 0x15, blue: 0x2D, alpha: 255)) > 20)
    }

    @Test func theGalleryRendersEachSizeInItsOwnRow() throws {
        let weather = try WidgetCatalog.withExamples { try Names.widget("weather") }
        let device = DeviceCatalog.standard.defaultDevice
        let plain = GalleryEntry.all(widgets: [weather], device: device, os: .ios26, scale: nil)
        let sized = GalleryEntry.all(
            widgets: [weather], device: device, os: .ios26, scale: nil, settings: .sizes([.large, .accessibility3]))
        #expect(sized.count == 2 * plain.count)
        #expect(Set(sized.map(\.fileName)).count == sized.count)
        let large = sized.filter { !$0.fileName.contains("accessibility3") }
        #expect(large.map(\.fileName) == plain.map(\.fileName))
        #expect(
            sized.contains {
                $0.moment == "sunny-morning · accessibility3"
                    && $0.fileName.hasSuffix("@3x_accessibility3_sunny-morning.png")
            })
    }
}

private extension PNGImage {
    /// How many pixels are exactly `colour`.
    func count(of colour: Pixel) -> Int {
        var found = 0
        for y in 0..<height { for x in 0..<width where pixel(x: x, y: y) == colour { found += 1 } }
        return found
    }
}
