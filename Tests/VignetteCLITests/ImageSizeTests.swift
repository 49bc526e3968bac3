import Foundation
import Testing

/// Pixel sizes of rendered widgets on several devices, families and scales. Every expected
/// number is from Docs/WidgetFacts.md §1 (its px tables, or pt × scale),
/// not from Vignette's device table.
@Suite struct ImageSizeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// `course-schedule` (system families only) or nil for a plain JSON tree (any family).
        var widget: String?
        var family: String
        var device: String
        var os = "ios26"
        var scale: Int?
        var file: String
        var width: Int
        var height: Int
        var source: String

        var testDescription: String {
            "\(family) on \(device) \(os)\(scale.map { " @\($0)x" } ?? "") → \(width)×\(height) (\(source))"
        }
    }

    static let cases: [Case] = [
        Case(
            widget: "course-schedule", family: "systemSmall", device: "iphone-se-3",
            file: "course-schedule_systemSmall_iphone-se-3_ios26_light@2x.png", width: 292, height: 292,
            source: "§1b 375x667 @2x: 146 pt"),
        Case(
            widget: "course-schedule", family: "systemSmall", device: "iphone-se-3", os: "ios18",
            file: "course-schedule_systemSmall_iphone-se-3_ios18_light@2x.png", width: 296, height: 296,
            source: "§1a 375x667: 148 pt"),
        Case(
            widget: "course-schedule", family: "systemMedium", device: "iphone-13-mini",
            file: "course-schedule_systemMedium_iphone-13-mini_ios26_light@3x.png", width: 1001, height: 477,
            source: "§1b 375x812 @3x"),
        Case(
            widget: "course-schedule", family: "systemSmall", device: "iphone-11",
            file: "course-schedule_systemSmall_iphone-11_ios26_light@2x.png", width: 333, height: 333,
            source: "§1b 414x896 @2x: 166.5 pt"),
        Case(
            widget: "course-schedule", family: "systemLarge", device: "iphone-17-pro",
            file: "course-schedule_systemLarge_iphone-17-pro_ios26_light@3x.png", width: 1049, height: 1095,
            source: "§1b 402x874 @3x; CAL17"),
        Case(
            widget: "course-schedule", family: "systemMedium", device: "iphone-13", scale: 1,
            file: "course-schedule_systemMedium_iphone-13_ios26_light@1x.png", width: 342, height: 162,
            source: "§1b 390x844: 342x162 pt"),
        Case(
            widget: "course-schedule", family: "systemMedium", device: "iphone-13", scale: 2,
            file: "course-schedule_systemMedium_iphone-13_ios26_light@2x.png", width: 684, height: 324,
            source: "§1b 390x844: 342x162 pt"),
        Case(
            widget: "course-schedule", family: "systemMedium", device: "iphone-13",
            file: "course-schedule_systemMedium_iphone-13_ios26_light@3x.png", width: 1026, height: 486,
            source: "§1b 390x844 @3x"),
        Case(
            widget: "course-schedule", family: "systemSmall", device: "ipad-10",
            file: "course-schedule_systemSmall_ipad-10_ios26_light@2x.png", width: 310, height: 310,
            source: "§1c 820x1180 canvas: 155 pt"),
        Case(
            widget: nil, family: "systemExtraLarge", device: "ipad-pro-12-9-gen6",
            file: "plain_systemExtraLarge_ipad-pro-12-9-gen6_ios26_light@2x.png", width: 1590, height: 757,
            source: "§1c 1024x1366 canvas: 795x378.5 pt"),
        Case(
            widget: nil, family: "accessoryRectangular", device: "iphone-16-pro-max",
            file: "plain_accessoryRectangular_iphone-16-pro-max_ios26_lockScreen@3x.png", width: 474, height: 180,
            source: "§1b 440x956 @3x"),
        Case(
            widget: nil, family: "accessoryCircular", device: "iphone-15",
            file: "plain_accessoryCircular_iphone-15_ios26_lockScreen@3x.png", width: 174, height: 174,
            source: "§1b 393x852 @3x"),
        Case(
            widget: nil, family: "accessoryInline", device: "iphone-16-pro-max",
            file: "plain_accessoryInline_iphone-16-pro-max_ios26_lockScreen@3x.png", width: 1110, height: 108,
            source: "§1b 440x956 @3x"),
        Case(
            widget: nil, family: "accessoryRectangular", device: "ipad-pro-12-9-gen6",
            file: "plain_accessoryRectangular_ipad-pro-12-9-gen6_ios26_lockScreen@2x.png", width: 298, height: 119,
            source: "§1d 1024x1366: 149x59.5 pt"),
    ]

    @Test(arguments: cases)
    func imageSize(_ c: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        var arguments = ["render", "--family", c.family, "--device", c.device, "--os", c.os, "--out", out]
        if let widget = c.widget {
            arguments += ["--widget", widget]
        } else {
            arguments += ["--tree", try folder.write(##"{"type": "fill", "color": "#FF0000"}"##, to: "plain.json")]
        }
        if let scale = c.scale { arguments += ["--scale", String(scale)] }
        try vignette(arguments)
        #expect(contents(of: out) == [c.file])
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/" + c.file))
        let header = try #require(PNGImage.headerSize(data), "not a PNG")
        #expect(header.width == c.width && header.height == c.height, "got \(header.width)×\(header.height)")
    }
}
