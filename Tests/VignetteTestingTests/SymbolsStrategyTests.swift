import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteSnapshots

/// The snapshot strategy's `--symbols` (Docs/Symbols.md): `.symbols(folder)`, read once per folder,
/// and a missing folder named with where it was given.
@Suite struct SymbolsStrategyTests {
    static let square = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
          <line id="Baseline-S" y1="30"/><line id="Capline-S" y1="10"/>
          <line id="Baseline-M" y1="60"/><line id="Capline-M" y1="40"/>
          <line id="Baseline-L" y1="90"/><line id="Capline-L" y1="70"/>
          <g id="Regular-M"><path d="M10 40 H30 V60 H10 Z"/></g>
        </svg>
        """#

    @Test func theStrategyReadsTheFolderItIsGiven() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strategy-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.square.utf8).write(to: folder.appendingPathComponent("bolt.fill.svg"))
        #expect(try SnapshotStrategy.standard.symbols(folder.path).symbols().keys.sorted() == ["bolt.fill"])
        let missing = folder.path + "/none"
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "symbols folder", path: missing, base: nil, origin: "symbols",
                reason: "No such folder")
        ) {
            try SnapshotStrategy.standard.symbols(missing).symbols()
        }
    }
}
