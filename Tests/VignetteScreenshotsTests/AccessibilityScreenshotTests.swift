import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples
@testable import VignetteScreenshots

/// Screenshots at other text sizes (`vignette screenshots --dynamic-type`): one image per size,
/// named after it, with the widgets laid out at it.
@Suite struct AccessibilityScreenshotTests {
    @Test func eachSizeIsItsOwnImageNamedAfterIt() throws {
        var config = try Fixture.config()
        config.locales = ["en"]
        let plain = ScreenshotJob.all(config)
        let sized = ScreenshotJob.all(config, settings: .sizes([.large, .accessibility3]))
        #expect(sized.count == 2 * plain.count)
        #expect(sized.filter { $0.accessibility == .standard }.map(\.fileName) == plain.map(\.fileName))
        let first = try #require(plain.first?.fileName)
        #expect(sized.contains { $0.fileName == first.replacingOccurrences(of: ".png", with: "_accessibility3.png") })
    }

    @Test func theWidgetsAreLaidOutAtTheSize() throws {
        var config = try Fixture.config()
        config.screenshots = [
            ScreenshotSpec(
                name: "bare", scene: .home, wallpaper: .color(RGBA(hex: 0x000000)),
                widgets: [WidgetPlacement(widget: "weather", family: .systemMedium, moment: nil, column: 0, row: 0)])
        ]
        config.locales = ["en"]
        config.slots = [config.slots[0]]
        let fonts = try FontLibrary.standard()
        let composer = ScreenshotComposer(
            config: config, widgets: Examples.all, textEngine: try PangoTextEngine(fonts: fonts))
        let jobs = ScreenshotJob.all(config, settings: .sizes([.large, .accessibility3]))
        try #require(jobs.count == 2)
        let large = try composer.compose(jobs[0]).png(scale: 1, fonts: fonts)
        let huge = try composer.compose(jobs[1]).png(scale: 1, fonts: fonts)
        #expect(large != huge)
        #expect(try composer.compose(jobs[0]).png(scale: 1, fonts: fonts) == large)
    }
}
