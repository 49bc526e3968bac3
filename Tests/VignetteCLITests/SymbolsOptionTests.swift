import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `--symbols DIR` (Docs/Symbols.md): a template named after a symbol replaces the icon font's glyph;
/// the names no template covers are noted on standard error; a file that is not a template stops the
/// command, naming it and what it lacks.
@Suite struct SymbolsOptionTests {
    static let twoSquares = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by hand for Vignette's tests: two squares in the layout of an SF Symbols template. -->
<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
  <style>
    .monochrome-0 {fill:#000000}
    .monochrome-1 {fill:#000000;-sfsymbols-variable-threshold:0.5}
    .multicolor-0:systemRedColor {fill:#FF0000;opacity:1.0}
    .multicolor-1:tintColor {fill:#007AFF;opacity:1.0}
    .hierarchical-0:primary {fill:#000000}
    .hierarchical-1:secondary {fill:#808080}
  </style>
  <g id="Notes"><text id="template-version">Template v.4.0</text></g>
  <g id="Guides">
    <line id="Baseline-S" x1="0" x2="300" y1="60" y2="60"/>
    <line id="Capline-S" x1="0" x2="300" y1="20" y2="20"/>
    <line id="Baseline-M" x1="0" x2="300" y1="130" y2="130"/>
    <line id="Capline-M" x1="0" x2="300" y1="90" y2="90"/>
    <line id="Baseline-L" x1="0" x2="300" y1="190" y2="190"/>
    <line id="Capline-L" x1="0" x2="300" y1="150" y2="150"/>
    <line id="left-margin-Regular-M" x1="10" x2="10" y1="80" y2="140"/>
    <line id="right-margin-Regular-M" x1="80" x2="80" y1="80" y2="140"/>
  </g>
  <g id="Symbols">
    <g id="Regular-M">
      <path class="monochrome-0 multicolor-0:systemRedColor hierarchical-0:primary" d="M10 90 H40 V130 H10 Z"/>
      <path class="monochrome-1 multicolor-1:tintColor hierarchical-1:secondary" d="M50 90 H80 V130 H50 Z"/>
    </g>
    <g id="Black-M" transform="matrix(1 0 0 1 100 0)">
      <path class="monochrome-0" d="M10 90 H80 V130 H10 Z"/>
    </g>
  </g>
</svg>
"""#

    func render(_ extra: [String], to out: String) -> (png: Data?, errors: String, failure: String?) {
        let run = vignetteWithErrors(["render", "--widget", "weather", "--family", "systemMedium", "--out", out] + extra)
        let file = (try? FileManager.default.contentsOfDirectory(atPath: out))?.first { $0.hasSuffix(".png") }
        return (file.flatMap { FileManager.default.contents(atPath: out + "/" + $0) }, run.errors, run.failure)
    }

    @Test func aTemplateReplacesTheIconAndTheOthersAreNoted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let symbols = folder.path("symbols")
        try FileManager.default.createDirectory(atPath: symbols, withIntermediateDirectories: true)
        try Data(Self.twoSquares.utf8).write(to: URL(fileURLWithPath: symbols + "/sun.max.fill.svg"))
        let plain = render([], to: folder.path("plain"))
        let templated = render(["--symbols", symbols], to: folder.path("templated"))
        #expect(templated.failure == nil)
        #expect(plain.png != nil && templated.png != nil && plain.png != templated.png)
        #expect(templated.errors.contains("symbols drawn from the icon font (no template in \(symbols)): cloud."))
        #expect(!templated.errors.contains("sun.max.fill"))
        #expect(!plain.errors.contains("symbols drawn from the icon font"))
    }

    @Test func aFileThatIsNotATemplateStopsTheRender() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let symbols = folder.path("symbols")
        try FileManager.default.createDirectory(atPath: symbols, withIntermediateDirectories: true)
        let badge = symbols + "/badge.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: badge))
        let run = render(["--symbols", symbols], to: folder.path("out"))
        #expect(run.failure == "cannot read symbol template '\(badge)': not an SF Symbols template: no guide Baseline-S, "
            + "Capline-S, Baseline-M, Capline-M, Baseline-L, Capline-L; named in --symbols")
        #expect(contents(of: folder.path("out")) == nil)
    }
}
