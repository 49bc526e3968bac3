import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteSampleData

// The widget shown in Docs/WritingWidgets.md, kept compiling and rendering.
struct NextClass: SampleData { var time, course, room: String }

let nextClass = WidgetDefinition(
    id: "next-class", displayName: "Next class", families: [.systemSmall, .accessoryInline],
    timeZone: TimeZone(identifier: "Asia/Shanghai")!,
    moments: ["before-class": "2026-11-23T09:50", "evening": "2026-11-23T21:30"]
) { environment in
    let next = try SampleFile.bundled("next-class", as: NextClass.self, in: .module, subdirectory: "Data")
    switch environment.family {
    case .systemSmall:
        Column(alignment: .leading, spacing: 4) {
            Words(next.time).font(.caption).foregroundStyle(.secondaryLabel)
            Words(next.course).font(.headline).lineLimit(1)
            Spring()
            if environment.colorScheme == .dark { Words(next.room).font(.footnote) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetBackground(.systemBackground)
    default:  // .accessoryInline: the content is only asked for `families`
        Words("\(next.time) \(next.course)")
    }
}

@Suite struct ReadmeWidgetTests {
    let device: Device
    let fonts: FontLibrary

    init() throws {
        device = try DeviceCatalog.standard.device(id: "iphone-16-pro-max")
        fonts = try FontLibrary.standard()
    }

    @Test func rendersInsideTheContentMargins() throws {
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: device, appearance: .dark, date: nextClass.moments[0].date)
        let prepared = try nextClass.prepare(spec, textEngine: try PangoTextEngine(fonts: fonts), resources: .files())
        let texts = prepared.layout.allNodes.filter { $0.kind == .words }
        #expect(texts.map { $0.lines ?? [] } == [["10:00"], ["数据结构"], ["Room 305"]])
        // Content starts at the 16 pt margin and the spring pushes the last line to the bottom margin.
        #expect(texts[0].frame.minX == 16 && texts[0].frame.minY == 16)
        #expect(abs(texts[2].frame.maxY - (176 + 2.0 / 3 - 16)) < 0.34)
        let png = try CairoRenderer(fonts: fonts).png(prepared.displayList, scale: 3)
        #expect(png.count > 1000)
    }

    @Test func theSwitchDefaultServesTheOtherFamily() throws {
        let node = try nextClass.content(WidgetEnvironment(family: .accessoryInline, timeZone: nextClass.timeZone))
        #expect(node == Words("10:00 数据结构").node)
    }

    @Test func theMomentsAreShanghaiWallClockTimes() {
        // 09:50 and 21:30 in Shanghai (UTC+8) are 01:50 and 13:30 UTC.
        #expect(nextClass.moments.map(\.name) == ["before-class", "evening"])
        #expect(nextClass.moments.map { $0.date.timeIntervalSince1970 } == [1_795_398_600, 1_795_440_600])
    }

    @Test func otherFamiliesAreRefusedBeforeTheContentRuns() {
        #expect(
            throws: VignetteError.unsupportedFamily(
                widget: "next-class", family: "systemMedium",
                supported: ["systemSmall", "accessoryInline"])
        ) {
            try nextClass.content(WidgetEnvironment(family: .systemMedium))
        }
    }
}
