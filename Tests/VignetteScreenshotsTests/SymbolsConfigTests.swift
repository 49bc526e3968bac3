import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples
@testable import VignetteScreenshots

/// `"symbols"` in a screenshots config (Docs/Symbols.md): a folder of SF Symbols templates, relative
/// to the config file, as `--symbols` gives it.
@Suite struct SymbolsConfigTests {
    @Test func theFolderIsReadRelativeToTheConfig() throws {
        let url = try Fixture.configFile(
            #"""
            {"locales": ["en-US"], "slots": ["1320x2868"], "screenshots": [], "symbols": "sf-symbols"}
            """#)
        let config = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
        #expect(config.symbols == url.deletingLastPathComponent().path + "/sf-symbols")
        #expect(try Fixture.config().symbols == nil)
    }

    @Test func aValueThatIsNotAPathNamesTheField() throws {
        let url = try Fixture.configFile(
            #"{"locales": ["en-US"], "slots": ["1320x2868"], "screenshots": [], "symbols": 3}"#)
        do {
            _ = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
            Issue.record("a number was read as a folder")
        } catch let error as VignetteError {
            #expect(
                error.message.replacingOccurrences(of: url.path, with: "store.json").hasPrefix("store.json: symbols"))
        }
    }

    @Test func theSymbolsDrawnAreHeardOnceWithTheTemplatesDrawingTheirs() throws {
        let url = try Fixture.configFile(
            #"""
            {"locales": ["en-US"], "slots": ["1320x2868"], "symbols": "sf-symbols", "screenshots": [
              {"name": "01-home", "scene": "home", "widgets": [
                {"widget": "weather", "family": "systemSmall", "moment": "rainy-afternoon", "column": 0, "row": 0}]}]}
            """#)
        let config = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
        var plain = ScreenshotSet(config: config, widgets: Examples.all, fonts: try .standard())
        var heard: [Set<String>] = []
        let plainFiles = try plain.render(to: try Fixture.temporaryFolder()) { _, _, _ in
        } symbolsDrawn: {
            heard.append($0)
        }
        #expect(heard.count == 1)
        let drawn = try #require(heard.first)
        #expect(!drawn.isEmpty, "the weather widget's condition symbol")
        let symbols = url.deletingLastPathComponent().appendingPathComponent("sf-symbols")
        try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
        for name in drawn { try Data(Self.square.utf8).write(to: symbols.appendingPathComponent(name + ".svg")) }
        plain.symbols = try SymbolTemplate.folder(atPath: try #require(config.symbols))
        let templatedFiles = try plain.render(to: try Fixture.temporaryFolder())
        #expect(
            try Data(contentsOf: plainFiles[0].url) != Data(contentsOf: templatedFiles[0].url),
            "the templates drew the symbols")
    }

    /// A template of one square on the medium baseline (written by hand).
    static let square = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
          <line id="Baseline-S" y1="30"/><line id="Capline-S" y1="10"/>
          <line id="Baseline-M" y1="60"/><line id="Capline-M" y1="40"/>
          <line id="Baseline-L" y1="90"/><line id="Capline-L" y1="70"/>
          <g id="Regular-M"><path d="M10 40 H30 V60 H10 Z"/></g>
        </svg>
        """#
}
