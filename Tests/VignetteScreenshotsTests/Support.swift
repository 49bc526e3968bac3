import Foundation
import Vignette
import VignetteExamples
@testable import VignetteScreenshots

/// The example config of `Examples/Screenshots`, and temporary folders.
enum Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let exampleConfig = root.appendingPathComponent("Examples/Screenshots/store.json")

    static func config() throws -> ScreenshotConfig {
        try ScreenshotConfig.load(contentsOf: exampleConfig, widgets: Examples.all, activities: Examples.activities)
    }

    /// A config file with `text`, beside copies of the example's strings, for error tests.
    static func configFile(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("strings"), withIntermediateDirectories: true)
        for locale in ["en-US", "zh-Hans"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("Examples/Screenshots/strings/\(locale).json"),
                to: folder.appendingPathComponent("strings/\(locale).json"))
        }
        let url = folder.appendingPathComponent("store.json")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The error loading a config of the one screenshot `shot` gives, its path written `store.json`; nil when it loads.
    static func loadError(shot: String) throws -> String? {
        let url = try configFile(
            #"{"locales": ["en-US", "zh-Hans"], "slots": ["1320x2868"], "screenshots": [\#(shot)]}"#)
        do {
            _ = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all, activities: Examples.activities)
            return nil
        } catch let error as VignetteError {
            return error.message.replacingOccurrences(of: url.path, with: "store.json")
        }
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shots-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
