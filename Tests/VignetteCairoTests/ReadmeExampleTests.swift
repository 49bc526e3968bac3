import Foundation
import Testing
import Vignette
import VignetteCairo

/// The widget shown in README.md, kept compiling and rendering.
@Suite struct ReadmeExampleTests {
    let nextClass = WidgetDefinition(id: "next-class", displayName: "Next class",
                                     families: [.systemSmall]) { environment in
        Column(alignment: .leading, spacing: 4) {
            Words("10:00").font(.caption).foregroundStyle(.secondaryLabel)
            Words("数据结构").font(.headline).lineLimit(1)
            Spring()
            if environment.colorScheme == .dark { Words("Room 305").font(.footnote) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetBackground(.systemBackground)
    }

    @Test func rendersInsideTheContentMargins() throws {
        let fonts = try FontLibrary.standard()
        let device = try DeviceCatalog.standard.device(id: "iphone-16-pro-max")
        let spec = WidgetRenderSpec(family: .systemSmall, device: device, appearance: .dark, date: Date())
        let prepared = try nextClass.prepare(spec, textEngine: try PangoTextEngine(fonts: fonts))
        let texts = prepared.layout.allNodes.filter { $0.kind == .words }
        #expect(texts.map { $0.lines ?? [] } == [["10:00"], ["数据结构"], ["Room 305"]])
        // Content starts at the 16 pt margin and the spring pushes the last line to the bottom margin.
        #expect(texts[0].frame.minX == 16 && texts[0].frame.minY == 16)
        #expect(abs(texts[2].frame.maxY - (176 + 2.0 / 3 - 16)) < 0.34)
        let png = try CairoRenderer(fonts: fonts).png(prepared.displayList, scale: 3)
        #expect(png.count > 1000)
    }
}
