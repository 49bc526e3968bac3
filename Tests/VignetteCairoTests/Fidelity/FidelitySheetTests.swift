import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// Renders one sheet with every text, symbol and picture feature, for a person to look at
/// (`out/fidelity/text-symbols-pictures.png`); the test only checks that it renders.
@Suite struct FidelitySheetTests {
    @Test func sampleSheetRenders() throws {
        let engine = try PangoTextEngine()
        let renderer = try CairoRenderer()
        let clock = Date(timeIntervalSince1970: 1_795_420_800 + 3600 + 50 * 60)  // 2026-11-23 09:50 UTC
        let ten = Date(timeIntervalSince1970: 1_795_420_800 + 2 * 3600)  // 10:00
        let sheet = Column(alignment: .leading, spacing: 6) {
            Row(spacing: 8) {
                Symbol("cloud.sun.fill").foregroundStyle(.orange)
                Symbol("cloud.bolt.rain.fill").foregroundStyle(.blue)
                Symbol("heart.fill").foregroundStyle(.red)
                Symbol("star.fill").foregroundStyle(.yellow)
                Symbol("battery.100.bolt").foregroundStyle(.green)
                Symbol("calendar")
                Words("Body").font(.body)
                Symbol("figure.run").font(.title).foregroundStyle(.pink)
                Symbol("moon.stars.fill").font(.caption)
                Words("Caption").font(.caption)
            }
            Row(spacing: 8) {
                Picture(FidelityFixtures.png)
                Picture(FidelityFixtures.svg)
                Picture(FidelityFixtures.png).resizable().aspectRatio(contentMode: .fit).frame(width: 60, height: 60)
                    .background(Swatch.gray6)
                Picture(FidelityFixtures.png).resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40)
                    .clipShape(Rect())
                Picture(FidelityFixtures.svg).resizable().frame(width: 60, height: 30)
            }
            Words(ten, style: .time) + Words(" · ") + Words(ten, style: .date) + Words(" · timer ")
                + Words(ten, style: .timer).monospacedDigit().foregroundStyle(.orange)
            Words(ten.addingTimeInterval(2 * 3600), style: .relative) + Words("  ")
                + Words(ten.addingTimeInterval(7200), style: .offset)
            Words("Bold ").bold() + Words("italic ").italic() + Words("red ").foregroundStyle(.red)
                + Words("tracked").tracking(4).foregroundStyle(.blue) + Words(" 1111").monospacedDigit()
            Words("A long headline that shrinks to fit").font(.headline).lineLimit(1).minimumScaleFactor(0.5)
                .frame(width: 200, alignment: .leading).background(Swatch.gray6)
            Words("A long headline that truncates").font(.headline).lineLimit(1).frame(width: 200, alignment: .leading)
                .background(Swatch.gray6)
            Words("مرحبا بالعالم، هذا نص عربي").frame(width: 250, alignment: .leading).background(Swatch.gray6)
            Words("שלום עולם").multilineTextAlignment(.leading).layoutDirection(.rightToLeft)
                .frame(width: 250, alignment: .trailing).background(Swatch.gray6)
            Row(spacing: 8) {
                Words("AX5 headline").font(.headline).dynamicTypeSize(.accessibility5)
                Words("xS").font(.headline).dynamicTypeSize(.xSmall)
            }
            Row(alignment: .top, spacing: 12) {
                Column(alignment: .leading, spacing: 4) {
                    Words("Redacted title").font(.headline)
                    Words("Second line of text here")
                    Row {
                        Symbol("star.fill")
                        Picture(FidelityFixtures.png)
                        Disc().fill(.blue).frame(width: 16, height: 16)
                    }
                }
                .redacted(reason: .placeholder)
                Column(alignment: .leading, spacing: 4) {
                    Words("Redacted title").font(.headline)
                    Words("Second line of text here")
                    Row {
                        Symbol("star.fill")
                        Picture(FidelityFixtures.png)
                        Disc().fill(.blue).frame(width: 16, height: 16)
                    }
                }
            }
        }
        .padding(12)
        let size = CGSize(width: 420, height: 560)
        var environment = WidgetEnvironment(displayScale: 2, date: clock)
        environment.font = .body
        let page = sheet.background(Paint.white)
        let layout = Layout.layout(
            page, in: size, environment: environment, textEngine: engine,
            resources: try ResourceResolver.files().resolve(page)
        )
        .snapped(toScale: 2)
        var list = DisplayListBuilder.build(layout, canvas: size)
        // The same dates in Simplified Chinese, laid out in their own environment at the bottom.
        var chinese = environment
        chinese.locale = Locale(identifier: "zh-Hans")
        let zh =
            Words(ten, style: .time) + Words(" · ") + Words(ten, style: .date) + Words(" · ")
            + Words(ten.addingTimeInterval(8000), style: .relative) + Words(" · ") + Words(ten, style: .offset)
            + Words(" · ") + Words(ten, style: .timer)
        let zhLayout = Layout.layout(
            zh.node, in: CGSize(width: 396, height: 24), environment: chinese, textEngine: engine
        )
        .snapped(toScale: 2)
        list.items += DisplayListBuilder.build(zhLayout, canvas: size).items.map {
            $0.translated(dx: 12, dy: size.height - 34)
        }
        let png = try renderer.png(list, scale: 2)
        let out = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../out/fidelity").standardized
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try png.write(to: out.appendingPathComponent("text-symbols-pictures.png"))
        #expect(png.count > 1000)
    }
}

private enum Swatch {
    static let gray6 = Fill(.system(.gray6))
}
