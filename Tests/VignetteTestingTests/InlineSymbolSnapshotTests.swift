import Foundation
import Testing
import Vignette
import VignetteSnapshots
import VignetteTesting

/// Symbols set inside text, drawn end to end (Docs/Symbols.md, "Symbols inside text"): a bolt from
/// a hand-written three-master template (its heavy weight interpolated) and a rain cloud from the
/// icon font, on the text's baseline, in its colours, wrapping with it.
///
/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter InlineSymbolSnapshotTests`,
/// look at the new PNG, commit it.
@Suite struct InlineSymbolSnapshotTests {
    /// A lightning bolt, the same seven points in each master, thicker with the weight.
    static let bolt = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
          <line id="Baseline-S" y1="100"/><line id="Capline-S" y1="30"/>
          <line id="Baseline-M" y1="220"/><line id="Capline-M" y1="150"/>
          <line id="Baseline-L" y1="340"/><line id="Capline-L" y1="270"/>
          <g id="Symbols">
            <g id="Ultralight-S"><path d="M44 24 L20 66 L36 66 L30 106 L56 54 L40 54 L50 24 Z"/></g>
            <g id="Regular-S"><path d="M42 22 L16 68 L34 68 L27 108 L60 52 L42 52 L54 22 Z"/></g>
            <g id="Black-S"><path d="M38 18 L8 72 L30 72 L22 112 L68 48 L46 48 L62 18 Z"/></g>
          </g>
        </svg>
        """#

    static let widget = WidgetDefinition(id: "inline-symbols", displayName: "Inline symbols", families: [.systemSmall])
    { _ in
        Column(alignment: .leading, spacing: 6) {
            (Symbol("bolt.fill") + Words(" 5")).font(.title).fontWeight(.heavy).foregroundStyle(.orange)
            (Words("Storm ") + Symbol("bolt.fill") + Words(" at 3 PM, then ") + Symbol("cloud.rain.fill")
                + Words(" rain until late"))
                .font(.headline)
            Spring()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @Test func symbolsSitInTheTextAndWrapWithIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "inline-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.bolt.utf8).write(to: folder.appendingPathComponent("bolt.fill.svg"))
        assertSnapshot(
            of: Self.widget, families: [.systemSmall], devices: [DeviceCatalog.standard.defaultDevice],
            strategy: .standard.symbols(folder.path))
    }
}
