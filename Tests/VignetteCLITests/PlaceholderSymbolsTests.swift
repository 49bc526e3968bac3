import Foundation
import Testing
@testable import VignetteCLI

/// A symbol name iOS has but no stand-in covers draws a placeholder with a warning; with
/// `--strict-symbols` it fails the render (Docs/Symbols.md, "Every name draws").
@Suite struct PlaceholderSymbolsTests {
    static let tree =
        #"{"type": "row", "children": [{"type": "symbol", "name": "arrow.counterclockwise"}, "#
        + #"{"type": "symbol", "name": "lock"}, {"type": "symbol", "name": "calendar"}]}"#
    static let warning =
        "1 symbol drawn as a placeholder (SF Symbols names with no stand-in; --symbols DIR draws "
        + "their templates): arrow.counterclockwise"

    @Test func aPlaceholderIsAWarningAndWithStrictSymbolsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = folder.path("tree.json")
        try Data(Self.tree.utf8).write(to: URL(fileURLWithPath: tree))
        let plain = vignetteWithErrors([
            "render", "--tree", tree, "--family", "systemSmall", "--out", folder.path("plain"),
        ])
        #expect(plain.failure == nil)
        #expect(plain.errors.contains("warning: " + Self.warning + "\n"))
        // `lock` is drawn with its relative `lock.fill`: a stand-in, noted as such, not a placeholder.
        #expect(plain.errors.contains("stand-ins (--symbols DIR draws SF Symbols templates): calendar, lock\n"))
        let strict = vignetteWithErrors([
            "render", "--tree", tree, "--family", "systemSmall", "--strict-symbols",
            "--out", folder.path("strict"),
        ])
        #expect(strict.failure?.contains(Self.warning + " (--strict-symbols)") == true)
        #expect(contents(of: folder.path("strict")) == nil)
    }

    @Test func namesFromIOS18And26RenderTheirOlderSymbolOrAWarnedPlaceholder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = folder.path("tree.json")
        let names = ["microphone.fill", "wifi.badge.lock", "figure.run.treadmill"]
        let nodes = names.map { #"{"type": "symbol", "name": "\#($0)"}"# }.joined(separator: ", ")
        try Data(#"{"type": "row", "children": [\#(nodes)]}"#.utf8).write(to: URL(fileURLWithPath: tree))
        let run = vignetteWithErrors(["render", "--tree", tree, "--family", "systemSmall", "--out", folder.path("out")])
        #expect(run.failure == nil)
        // `microphone.fill` (iOS 18) is drawn as `mic.fill`, `wifi.badge.lock` (iOS 26) as `wifi`.
        #expect(
            run.errors.contains(
                "stand-ins (--symbols DIR draws SF Symbols templates): microphone.fill, wifi.badge.lock\n"))
        #expect(run.errors.contains("their templates): figure.run.treadmill\n"))
    }
}
