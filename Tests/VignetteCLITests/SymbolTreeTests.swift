import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// A JSON tree names the symbols `--symbols` brings (Docs/TreeFormat.md, Docs/Symbols.md): a name only
/// a template has renders; an unknown name is an error whose suggestions include the templates' names.
@Suite struct SymbolTreeTests {
    func tree(_ name: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.path("tree.json")
        let json =
            #"{"type": "words", "pieces": [{"type": "words", "text": "Go "}, {"type": "symbol", "name": "\#(name)"}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func symbols(in folder: TemporaryFolder) throws -> String {
        let symbols = folder.path("symbols")
        try FileManager.default.createDirectory(atPath: symbols, withIntermediateDirectories: true)
        try Data(SymbolsOptionTests.triangle.utf8).write(to: URL(fileURLWithPath: symbols + "/custom.kite.svg"))
        return symbols
    }

    @Test func aTreeNamesASymbolOnlyATemplateHas() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try tree("custom.kite", in: folder), symbols = try symbols(in: folder)
        let run = vignetteWithErrors([
            "render", "--tree", tree, "--family", "systemSmall", "--symbols", symbols,
            "--out", folder.path("out"),
        ])
        #expect(run.failure == nil)
        #expect(!run.errors.contains("custom.kite"), "drawn from its template, not noted")
        let without = vignetteWithErrors([
            "render", "--tree", tree, "--family", "systemSmall", "--out", folder.path("plain"),
        ])
        #expect(without.failure?.hasPrefix("\(tree): pieces[1].name: unknown symbol 'custom.kite';") == true)
    }

    @Test func weightsThatCannotBeInterpolatedAreNotedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let symbols = try symbols(in: folder)
        // Regular-M one path, Black-M two: the weights between are drawn from the nearest.
        let uneven = SymbolsOptionTests.triangle.replacingOccurrences(
            of: #"<g id="Regular-M"><path d="M10 60 L30 40 L50 60 Z"/></g>"#,
            with:
                #"<g id="Regular-M"><path d="M10 60 L30 40 L50 60 Z"/></g><g id="Black-M"><path d="M8 60 L30 38 L52 60 Z"/><path d="M60 60 H70 V50 Z"/></g>"#
        )
        try Data(uneven.utf8).write(to: URL(fileURLWithPath: symbols + "/custom.kite.svg"))
        let tree = try tree("custom.kite", in: folder)
        let run = vignetteWithErrors([
            "render", "--tree", tree, "--family", "systemSmall", "--symbols", symbols,
            "--out", folder.path("out"),
        ])
        #expect(run.failure == nil)
        let notes = run.errors.split(separator: "\n").filter { $0.contains("custom.kite.svg") }
        #expect(
            notes == [
                "note: symbol template 'custom.kite.svg': Medium-M, Semibold-M, Bold-M, Heavy-M drawn as the nearest "
                    + "of Regular-M and Black-M, which cannot be interpolated: different numbers of paths (1 and 2)"
            ])
    }

    @Test func anUnknownNameSuggestsTheTemplatesNamesToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try tree("custom.kit", in: folder), symbols = try symbols(in: folder)
        let run = vignetteWithErrors([
            "render", "--tree", tree, "--family", "systemSmall", "--symbols", symbols,
            "--out", folder.path("out"),
        ])
        #expect(
            run.failure?.hasPrefix(
                "\(tree): pieces[1].name: unknown symbol 'custom.kit'; did you mean 'custom.kite'? known: custom.kite, "
            ) == true,
            "got \(run.failure ?? "no failure")")
    }
}
