import Foundation
import Testing
import Vignette
import VignetteCairo

/// What VignetteCairo reads from disk for the core, which reads nothing: tree files, device
/// tables and pictures relative to a folder.
@Suite struct FileReadingTests {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-file-reading-\(getpid())")
        try? FileManager.default.createDirectory(
            at: url.appendingPathComponent("art"), withIntermediateDirectories: true)
        return url
    }()

    /// A PNG header for `width`×`height` pixels (all layout reads), written under `folder`.
    static func pngHeader(_ name: String, width: UInt32, height: UInt32) throws -> URL {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    @Test func decodesATreeFileAndReportsAnUnreadableOne() throws {
        let url = Self.folder.appendingPathComponent("node-coding-\(UUID()).json")
        try Data(#"{"type": "words", "text": "hé \"q\" \u00e9 \ud83d\ude00"}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Node.decode(jsonAt: url) == .words("hé \"q\" é 😀"))
        let missing = url.appendingPathExtension("missing")
        #expect(throws: VignetteError.unreadableFile(path: missing.path, reason: "No such file or directory")) {
            try Node.decode(jsonAt: missing)
        }
    }

    @Test func relativePicturesAreReadFromTheResolversFolder() throws {
        _ = try Self.pngHeader("art/logo@2x.png", width: 60, height: 40)
        let resolved = try ResourceResolver.files(relativeTo: Self.folder).resolve(Picture("art/logo@2x.png").node)
        let logo = try #require(resolved.pictures["art/logo@2x.png"])
        #expect(logo.info.format == .png && logo.info.size == CGSize(width: 30, height: 20))
        #expect(logo.bytes.count == 24)
        // Another folder names itself in the error.
        let elsewhere = Self.folder.appendingPathComponent("elsewhere")
        let line = #line + 1
        let asked = Picture("art/logo@2x.png")
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "picture", path: "art/logo@2x.png", base: elsewhere.path,
                origin: "VignetteCairoTests/FileReadingTests.swift:\(line)",
                reason: "No such file or directory")
        ) {
            try ResourceResolver.files(relativeTo: elsewhere).resolve(asked.node)
        }
    }

    @Test func readsADeviceTableFileAndNamesAMissingOne() throws {
        let url = Self.folder.appendingPathComponent("devices.json")
        try Data(
            #"[{"id": "iphone-16-pro-max", "name": "Phone", "platform": "iPhone", "screen": {"width": 440, "height": 956}, "scale": 3, "widgetSizes": {"ios26": {"systemSmall": {"width": 170, "height": 170}}}, "source": "test"}]"#
                .utf8
        )
        .write(to: url)
        let catalog = try DeviceCatalog(contentsOf: url)
        #expect(catalog.ids == ["iphone-16-pro-max"])
        #expect(try catalog.defaultDevice.widgetSize(.systemSmall, os: .ios26) == CGSize(width: 170, height: 170))
        let missing = Self.folder.appendingPathComponent("none.json")
        #expect(throws: VignetteError.unreadableFile(path: missing.path, reason: "No such file or directory")) {
            try DeviceCatalog(contentsOf: missing)
        }
    }
}
