import Foundation
import Testing
import Vignette
import VignetteCairo

/// The SF Symbols template reader (`--symbols`, Docs/Symbols.md), fed `PropertyRun.cases` edits of
/// a template and of its pieces: each file reads as a template whose guides and variants are all
/// there, or fails with our error naming the file; never a crash or a hang.
@Suite struct SymbolTemplatePropertyTests {
    /// A template of our own: guides for the three scales, two variants, layered classes.
    static let template = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="120">
          <style>.monochrome-0 {fill:#000000} .hierarchical-1:secondary {fill:#808080;-sfsymbols-variable-threshold:0.5}</style>
          <g id="Guides">
            <line id="Baseline-S" x1="0" x2="120" y1="30" y2="30"/><line id="Capline-S" x1="0" x2="120" y1="10" y2="10"/>
            <line id="Baseline-M" x1="0" x2="120" y1="70" y2="70"/><line id="Capline-M" x1="0" x2="120" y1="50" y2="50"/>
            <line id="Baseline-L" x1="0" x2="120" y1="110" y2="110"/><line id="Capline-L" x1="0" x2="120" y1="90" y2="90"/>
            <line id="left-margin-Regular-M" x1="5" x2="5" y1="40" y2="80"/>
          </g>
          <g id="Symbols">
            <g id="Regular-M"><path class="monochrome-0" d="M5 50 H25 V70 H5 Z"/><path class="hierarchical-1:secondary" d="M30 50 L40 70 Z"/></g>
            <g id="Bold-L" transform="matrix(1 0 0 1 50 0)"><path class="monochrome-0" d="M5 90 H30 V110 H5 Z"/></g>
          </g>
        </svg>
        """

    @Test func everyEditReadsOrNamesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-symbol-properties-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = Self.template.split(separator: "\n").map(String.init)
        let odd: [Character] = ["é", "\0", "\u{FEFF}", "🇳🇴", "&"]
        var edits = MutatedStrings(
            seeds: [Self.template] + lines, alphabet: Array("<>/=\"' #:;.-0123456789abcdefghMLHVZ{}\n") + odd,
            seed: 21)
        var read = 0
        let path = folder.appendingPathComponent("symbol.svg").path
        for _ in 0..<OptionPropertyTests.cases {
            let text = edits.next()
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            do {
                let template = try SymbolTemplate.load(contentsOf: path)
                #expect(!template.variants.isEmpty, "\(text)")
                _ = template.variant(weight: .semibold, scale: .small)
                read += 1
            } catch let error as VignetteError {
                guard case .unreadableResource(let kind, let named, _, _, let reason) = error,
                    kind == "symbol template", named == path, !reason.isEmpty
                else {
                    Issue.record("not our error for \(String(reflecting: text)): \(error)")
                    return
                }
            }
        }
        // Light edits of the whole template keep it readable often enough that both ways are tried.
        #expect(read > 1_000, "\(read) of \(OptionPropertyTests.cases) read")
    }
}
