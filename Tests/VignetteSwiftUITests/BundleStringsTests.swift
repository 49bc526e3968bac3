import Foundation
import SwiftUI
import Testing
import Vignette

@testable import WidgetKit

/// The widget's string tables written where Linux's Foundation reads them, so `NSLocalizedString`
/// finds what Xcode would have compiled into the bundle (Docs/Languages.md, "Foundation's lookups").
@Suite struct BundleStringsTests {
    static let catalogue = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "widget.today": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Today"}},
            "de": {"stringUnit": {"state": "translated", "value": "Heute"}}}},
          "widget.quote": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Say \"hi\"\nthen go"}}}},
          "%lld classes": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld class"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld classes"}}}}}}}
        }}
        """#

    /// A resources folder with `Localizable.xcstrings` and a `he.lproj/Widget.strings`, and an empty bundle folder.
    func withFolders<T>(_ body: (URL, URL) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-bundle-\(UUID().uuidString)")
        let resources = root.appendingPathComponent("Resources"), bundle = root.appendingPathComponent("Bundle")
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("he.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.catalogue.utf8).write(to: resources.appendingPathComponent("Localizable.xcstrings"))
        try Data("\"widget.today\" = \"היום\";\n".utf8).write(
            to: resources.appendingPathComponent("he.lproj/Widget.strings"))
        return try body(resources, bundle)
    }

    @Test func eachTableAndLanguageBecomesAStringsFile() throws {
        try withFolders { resources, _ in
            let files = BundleStrings.files(library: AssetLibrary(roots: [resources]))
            #expect(
                files.map(\.path) == [
                    "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "he.lproj/Widget.strings",
                ])
            #expect(files[0].text == "\"widget.today\" = \"Heute\";\n")
            #expect(
                files[1].text
                    == "\"%lld classes\" = \"%lld classes\";\n\"widget.quote\" = \"Say \\\"hi\\\"\\nthen go\";\n\"widget.today\" = \"Today\";\n"
            )
            #expect(files[2].text == "\"widget.today\" = \"היום\";\n")
        }
    }

    @Test func foundationReadsThemFromTheBundleFolder() throws {
        try withFolders { resources, bundleFolder in
            BundleStrings.install(library: AssetLibrary(roots: [resources]), bundle: bundleFolder)
            let bundle = try #require(Bundle(path: bundleFolder.path))
            #expect(bundle.localizedString(forKey: "widget.today", value: nil, table: nil) == "Today")
            #expect(bundle.localizedString(forKey: "widget.quote", value: nil, table: nil) == "Say \"hi\"\nthen go")
            #expect(bundle.localizedString(forKey: "widget.missing", value: nil, table: nil) == "widget.missing")
            // Installing again leaves the files as they are.
            let file = bundleFolder.appendingPathComponent("en.lproj/Localizable.strings")
            let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
            BundleStrings.install(library: AssetLibrary(roots: [resources]), bundle: bundleFolder)
            #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == before)
        }
    }
}
