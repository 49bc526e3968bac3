import Foundation
import Vignette
import VignetteCairo

extension Bench {
    /// (10) A medium weather widget with eight symbols (a row of five, two set inside text, one
    /// large) drawn from SF Symbols templates against the same widget drawn with the icon font,
    /// each to PNG (layout, paint, encode). The templates are written here, three masters each
    /// (Ultralight-S, Regular-S, Black-S), so the semibold weight is interpolated as it is for
    /// a real three-master export (Docs/Symbols.md).
    func symbolsSection() throws -> [String: Any] {
        let names = ["sun.max.fill", "cloud.fill", "cloud.rain.fill", "wind", "drop.fill"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-bench-symbols-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in names { try Data(Self.benchTemplate.utf8).write(to: folder.appendingPathComponent(name + ".svg")) }
        let templates = try SymbolTemplate.folder(atPath: folder.path)

        let widget = WidgetDefinition(id: "bench-symbols", displayName: "Symbols", families: [.systemMedium]) { _ in
            Column(alignment: .leading, spacing: 8) {
                Row(alignment: .firstTextBaseline, spacing: 6) {
                    Symbol("sun.max.fill").font(Typeface(size: 34, weight: .semibold))
                    Words("21°").font(Typeface(size: 34, weight: .semibold))
                }
                Row(spacing: 14) {
                    Each(names) { name in Symbol(name).imageScale(.large) }
                }
                (Words("Rain ") + Symbol("cloud.rain.fill") + Words(" from 3 PM, ") + Symbol("wind") + Words(" 12 km/h"))
                    .font(.footnote).foregroundStyle(.secondaryLabel)
            }
        }
        let spec = WidgetRenderSpec(
            family: .systemMedium, device: device, os: .ios26, appearance: .light, scale: 3,
            date: Date(timeIntervalSince1970: 1_795_000_000), timeZone: reference.timeZone)
        let templateRenderer = try CairoRenderer(fonts: fonts)
        templateRenderer.symbolTemplates = templates
        let templateResources = ResourceResolver.files(symbols: SymbolTemplate.catalog(with: templates))
        func toPNG(_ renderer: CairoRenderer, _ resources: ResourceResolver) throws -> Spread {
            try Stats.sample(runs: options.runs) {
                let prepared = try widget.prepare(spec, textEngine: engine, resources: resources)
                _ = try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
            }
        }
        let templateTime = try toPNG(templateRenderer, templateResources), fontTime = try toPNG(renderer, .files())
        let ratio = templateTime.median / fontTime.median
        report("symbols from templates to PNG", templateTime)
        report("symbols from the icon font to PNG", fontTime)
        print(String(format: "  templates / icon font: %.2f×", ratio))
        return ["load": Stats.load(), "templates": templateTime.json, "iconFont": fontTime.json, "ratio": ratio]
    }

    /// A three-master template (a disc with a bar, thicker with the weight), written for the bench.
    static let benchTemplate = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
          <g id="Guides">
            <line id="Baseline-S" x1="0" x2="3300" y1="696" y2="696"/>
            <line id="Capline-S" x1="0" x2="3300" y1="625.5" y2="625.5"/>
            <line id="Baseline-M" x1="0" x2="3300" y1="1126" y2="1126"/>
            <line id="Capline-M" x1="0" x2="3300" y1="1055.5" y2="1055.5"/>
            <line id="Baseline-L" x1="0" x2="3300" y1="1556" y2="1556"/>
            <line id="Capline-L" x1="0" x2="3300" y1="1485.5" y2="1485.5"/>
          </g>
          <g id="Symbols">
            <g id="Ultralight-S"><path d="M300 620 C320 600 360 600 380 620 C400 640 400 680 380 700 C360 720 320 720 300 700 C280 680 280 640 300 620 Z M330 640 L350 640 L350 680 L330 680 Z"/></g>
            <g id="Regular-S"><path d="M296 616 C318 594 362 594 384 616 C406 638 406 682 384 704 C362 726 318 726 296 704 C274 682 274 638 296 616 Z M334 636 L346 636 L346 684 L334 684 Z"/></g>
            <g id="Black-S"><path d="M290 610 C315 585 365 585 390 610 C415 635 415 685 390 710 C365 735 315 735 290 710 C265 685 265 635 290 610 Z M338 632 L342 632 L342 688 L338 688 Z"/></g>
          </g>
        </svg>
        """#
}
