import Foundation
import Testing
import Vignette
import VignetteExamples
@testable import VignetteScreenshots

/// `"symbols"` in a screenshots config (Docs/Symbols.md): a folder of SF Symbols templates, relative
/// to the config file, as `--symbols` gives it.
@Suite struct SymbolsConfigTests {
    @Test func theFolderIsReadRelativeToTheConfig() throws {
        let url = try Fixture.configFile(#"""
            {"locales": ["en-US"], "slots": ["1320x2868"], "screenshots": [], "symbols": "sf-symbols"}
            """#)
        let config = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
        #expect(config.symbols == url.deletingLastPathComponent().path + "/sf-symbols")
        #expect(try Fixture.config().symbols == nil)
    }

    @Test func aValueThatIsNotAPathNamesTheField() throws {
        let url = try Fixture.configFile(#"{"locales": ["en-US"], "slots": ["1320x2868"], "screenshots": [], "symbols": 3}"#)
        do {
            _ = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
            Issue.record("a number was read as a folder")
        } catch let error as VignetteError {
            #expect(error.message.replacingOccurrences(of: url.path, with: "store.json").hasPrefix("store.json: symbols"))
        }
    }
}
