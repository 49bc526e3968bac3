import Foundation
import SwiftUI
import Testing
import Vignette

/// An image set whose listed files are missing (PinkXaciD/Squirrel's `SquirrelLogoImage`, its PNGs left out by the
/// repository's `.gitignore`; Docs/Compatibility.md, fourteenth round): Xcode's asset compiler warns ("Missing
/// Content: The file … for the image set … does not exist") and leaves the files out, so the set keeps the files it
/// has, and one with none draws nothing, with a warning (Docs/SwiftUI/Assets.md, "A set whose files are missing").
extension AssetRenderTests {
    /// A catalogue in a fresh folder: `Gone` lists three PNGs and has none; `Part` lists 1x, 2x and 3x and has
    /// the 1x only (one of the fixtures' `Badge` PNGs).
    static func missingFilesCatalogue() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("missing-files-\(UUID().uuidString)")
        let catalogue = root.appendingPathComponent("Assets.xcassets")
        func set(_ name: String) throws -> URL {
            let folder = catalogue.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let images = ["", "@2x", "@3x"].enumerated().map { index, suffix in
                "{\"filename\": \"\(name.lowercased())\(suffix).png\", \"idiom\": \"universal\", \"scale\": \"\(index + 1)x\"}"
            }
            try Data("{\"images\": [\(images.joined(separator: ","))]}".utf8).write(
                to: folder.appendingPathComponent("Contents.json"))
            return folder
        }
        _ = try set("Gone")
        let part = try set("Part")
        let badge = AssetFixtures.catalogue.appendingPathComponent("Badge.imageset")
        let oneX = try #require(
            try FileManager.default.contentsOfDirectory(atPath: badge.path).sorted().first { $0.hasSuffix(".png") })
        try FileManager.default.copyItem(
            at: badge.appendingPathComponent(oneX), to: part.appendingPathComponent("part.png"))
        return root
    }

    @Test func aSetWhoseFilesAreMissingDrawsNothingWithAWarningAndKeepsTheFilesItHas() throws {
        let root = try Self.missingFilesCatalogue()
        defer { try? FileManager.default.removeItem(at: root) }
        let red = try bitmap(prepare(spec()) { Color.red }, name: "red")
        let warnings = Warnings()
        let gone = try AssetProblems.$strictOverride.withValue(false) {
            try RenderWarnings.$sink.withValue({ warnings.append($0) }) {
                try prepare(spec(), roots: [root]) {
                    ZStack {
                        Color.red
                        Image("Gone")
                    }
                }
            }
        }
        #expect(try bitmap(gone, name: "gone") == red)
        #expect(warnings.lines.count == 1)
        let line = warnings.lines.first ?? ""
        #expect(line.hasPrefix("asset 'Gone' in ") && line.contains("Gone.imageset/Contents.json"), "\(line)")
        #expect(
            line.contains(": none of the files that Contents.json lists exists (3 listed, none in the set's folder)"))
        #expect(
            line.hasSuffix(
                "drawn as nothing, as Xcode's asset compiler leaves the missing files out and iOS draws "
                    + "a set with no image as nothing (VIGNETTE_STRICT_ASSETS=1 or --strict-assets makes this an error)"
            ))
        // Strict, it fails the render naming the set.
        let strict = #expect(throws: AssetError.self) {
            try AssetProblems.$strictOverride.withValue(true) {
                try prepare(spec(), roots: [root]) { Image("Gone") }
            }
        }
        #expect(strict?.description.contains("none of the files that Contents.json lists exists") == true)
        // A set missing some scales draws the file it has, drawn up, with no warning.
        let partWarnings = Warnings()
        let part = try AssetProblems.$strictOverride.withValue(true) {
            try RenderWarnings.$sink.withValue({ partWarnings.append($0) }) {
                try prepare(spec(), roots: [root]) {
                    ZStack {
                        Color.red
                        Image("Part")
                    }
                }
            }
        }
        #expect(partWarnings.lines.isEmpty)
        #expect(try bitmap(part, name: "part") != red)
    }
}
