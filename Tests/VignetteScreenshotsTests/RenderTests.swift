import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples
@testable import VignetteScreenshots

/// Images have exactly their slot's size and no alpha; widgets sit on the grid.
@Suite(.serialized) struct RenderTests {
    /// The example's home screen and StandBy scene in one locale, every slot.
    @Test func everyImageHasItsSlotsSizeAndNoAlpha() throws {
        var config = try Fixture.config()
        config.locales = ["zh-Hans"]
        config.screenshots = config.screenshots.filter { $0.name == "01-home" || $0.name == "03-standby" }
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ScreenshotSet(
            config: config, widgets: Examples.all, activities: Examples.activities, fonts: .standard()
        ).render(to: folder)
        // StandBy is iPhone-only: 5 home screens + 4 StandBy + the contact sheet.
        #expect(files.count == 10)
        for file in files {
            let header = try PNGHeader(contentsOf: file.url)  // read back from disk
            #expect(header.colorType == 2 && header.bitDepth == 8, "\(file.url.lastPathComponent) is RGB without alpha")
            guard let job = file.job else { continue }
            #expect(PixelSize(width: header.width, height: header.height) == job.pixelSize, "\(job.fileName)")
        }
        let names = Set(files.map(\.url.lastPathComponent))
        #expect(names.contains("zh-Hans_iphone-6.9-1320x2868_01-home.png"))
        #expect(names.contains("zh-Hans_iphone-6.9-1320x2868-landscape_03-standby.png"))
        #expect(names.contains("zh-Hans_ipad-13-2064x2752_01-home.png"))
        #expect(
            files.first { $0.url.lastPathComponent == "zh-Hans_iphone-6.5-1242x2688-landscape_03-standby.png" }?
                .header.width == 2688)
    }

    /// Without a caption the screen is the image: the medium widget's top-left corner is at
    /// the grid's first cell (31, 90.67) pt = (93, 272) px on 440x956 @3x.
    @Test func widgetsSitOnTheGridInThePixels() throws {
        var config = try Fixture.config()
        config.screenshots = [
            ScreenshotSpec(
                name: "bare", scene: .home, wallpaper: .color(RGBA(hex: 0x000000)),
                widgets: [
                    WidgetPlacement(
                        widget: "course-schedule", family: .systemMedium, moment: "in-class", column: 0, row: 0),
                    WidgetPlacement(
                        widget: "course-schedule", family: .systemSmall, moment: "in-class", column: 2, row: 2),
                ])
        ]
        let fonts = try FontLibrary.standard()
        let composer = ScreenshotComposer(
            config: config, widgets: Examples.all, textEngine: try PangoTextEngine(fonts: fonts))
        let job = try #require(ScreenshotJob.all(config).first)
        let image = try composer.compose(job)
        let grid = try HomeScreenGrid(device: job.slot.device(), os: .ios26)
        // Frames: the layout's named cells, in screenshot points.
        let medium = try #require(image.frame(of: ["screen", "widget-0"]))
        #expect(abs(medium.minX - 31) < 0.34 && abs(medium.minY - 90.67) < 0.34)
        #expect(abs(medium.width - 378) < 0.34 && abs(medium.height - 176.67) < 0.34)
        let small = try #require(image.frame(of: ["screen", "widget-1"]))
        let cell = grid.cell(column: 2, row: 2)
        #expect(abs(small.minX - cell.minX) < 0.34 && abs(small.minY - cell.minY) < 0.34)
        #expect(abs(small.minX - (31 + 2 * 100.67)) < 0.34 && abs(small.minY - (90.67 + 2 * 108.67)) < 0.34)
        // Pixels: on black wallpaper, the white widget starts at row 272 (its straight top edge, mid-width).
        let canvas = try OpaqueCanvas(size: image.size, scale: 3, background: .black, fonts: fonts)
        try image.paint(on: canvas)
        let bitmap = try canvas.bitmap()
        #expect((bitmap.width, bitmap.height) == (1320, 2868))
        let midX = Int(((medium.midX) * 3).rounded())
        #expect(bitmap.pixel(x: midX, y: 270).red < 20, "wallpaper above the widget")
        #expect(bitmap.pixel(x: midX, y: 274).red > 235, "widget background below its top edge")
        #expect(bitmap.pixel(x: 91, y: Int(medium.midY * 3)).red < 20, "wallpaper left of the widget")
        #expect(bitmap.pixel(x: 95, y: Int(medium.midY * 3)).red > 235, "widget right of its left edge")
    }

    /// On iPad the 170 pt canvas shows at 160 pt (§1c): pasted scaled, not re-laid-out.
    @Test func iPadWidgetsAreScaledToTheirOnScreenSize() throws {
        var config = try Fixture.config()
        config.screenshots = [
            ScreenshotSpec(
                name: "ipad", scene: .home,
                widgets: [
                    WidgetPlacement(widget: "weather", family: .systemSmall, column: 0, row: 0)
                ])
        ]
        config.slots = [try StoreSlot.named("2064x2752")]
        let composer = ScreenshotComposer(
            config: config, widgets: Examples.all,
            textEngine: try PangoTextEngine(fonts: .standard()))
        let image = try composer.compose(try #require(ScreenshotJob.all(config).first))
        let screen = try #require(image.pastes.first { $0.name == "screen" }?.image)
        let widget = try #require(screen.pastes.first { $0.name == "widget-0" })
        #expect(widget.image.size == CGSize(width: 170, height: 170))
        #expect(abs(widget.frame.width - 160) < 0.5 && abs(widget.scale - 160.0 / 170) < 0.005)
        #expect(abs(widget.frame.minX - 142) < 0.5)
    }
}

/// `render(to:)` makes the folder it writes into, and names it when it cannot.
@Suite struct OutputFolderTests {
    @Test func renderCreatesAMissingFolderWithItsParents() throws {
        var config = try Fixture.config()
        config.locales = ["en-US"]
        config.slots = [try #require(config.slots.first)]
        config.screenshots = [try #require(config.screenshots.first)]
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("shots-missing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("nested/out", isDirectory: true)
        let files = try ScreenshotSet(
            config: config, widgets: Examples.all, activities: Examples.activities, fonts: .standard()
        ).render(to: folder)
        #expect(files.count == 2)  // one screenshot and the contact sheet
        for file in files {
            #expect(file.url.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
            #expect(try PNGHeader(contentsOf: file.url).width == file.header.width)
        }
    }

    @Test func aFolderUnderAFileIsNamedInTheError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shots-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var config = try Fixture.config()
        config.screenshots = [try #require(config.screenshots.first)]
        let folder = file.appendingPathComponent("out")
        #expect(throws: VignetteError.unwritable(path: folder.path, reason: "Not a directory")) {
            try ScreenshotSet(
                config: config, widgets: Examples.all, activities: Examples.activities, fonts: .standard()
            ).render(to: folder)
        }
    }
}
