import Foundation
import Testing
import Vignette
import VignetteExamples
@testable import VignetteScreenshots

/// `"systemFonts"` in a screenshots config (Docs/Fonts.md): paths relative to the config file, as
/// `--system-font` gives them; a value that is not a list of strings names the field.
@Suite struct SystemFontConfigTests {
    @Test func pathsAreReadRelativeToTheConfig() throws {
        let url = try Fixture.configFile(
            #"""
            {"locales": ["en-US"], "slots": ["1320x2868"], "screenshots": [],
             "systemFonts": ["fonts/SF-Pro-Text-Regular.otf", "/opt/fonts/SF-Pro-Display-Regular.otf"]}
            """#)
        let config = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
        let folder = url.deletingLastPathComponent().path
        #expect(
            config.systemFonts == [folder + "/fonts/SF-Pro-Text-Regular.otf", "/opt/fonts/SF-Pro-Display-Regular.otf"])
        #expect(try Fixture.config().systemFonts.isEmpty)
    }

    @Test func aValueThatIsNotAListOfPathsNamesTheField() throws {
        let url = try Fixture.configFile(
            #"{"locales": ["en-US"], "slots": ["1320x2868"], "screenshots": [], "systemFonts": [3]}"#)
        #expect(throws: VignetteError.self) { try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all) }
        do {
            _ = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
        } catch let error as VignetteError {
            #expect(
                error.message.replacingOccurrences(of: url.path, with: "store.json").hasPrefix(
                    "store.json: systemFonts[0]"))
        }
    }
}
