import Foundation
import Testing

/// `vignette render` of the bundled course-schedule widget: file names, image sizes, pixels.
@Suite struct RenderCommandTests {
    static let largestPhoneDark = "course-schedule_systemSmall_iphone-16-pro-max_ios26_dark@3x.png"

    /// Renders one course-schedule small widget on the largest phone into `folder/out`
    /// and returns the decoded image.
    func renderSmall(appearance: String, os: String = "ios26", in folder: TemporaryFolder) throws -> PNGImage {
        let out = folder.path("out")
        try vignette([
            "render", "--widget", "course-schedule", "--family", "systemSmall", "--device", "iphone-16-pro-max",
            "--scale", "3", "--appearance", appearance, "--os", os, "--out", out,
        ])
        let files = try #require(contents(of: out))
        try #require(files.count == 1, "expected one file, got \(files)")
        return try PNGImage(path: out + "/" + files[0])
    }

    @Test func writesOneNamedPNGOfTheMeasuredSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let printed = try vignette([
            "render", "--widget", "course-schedule", "--family", "systemSmall",
            "--device", "iphone-16-pro-max", "--scale", "3", "--appearance", "dark", "--out", out,
        ])
        #expect(contents(of: out) == [Self.largestPhoneDark])
        #expect(printed == out + "/" + Self.largestPhoneDark + "\n")
        // Docs/WidgetFacts.md §1b: 440x956 @3x, iOS 26 small = 530x530 px.
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/" + Self.largestPhoneDark))
        let header = try #require(PNGImage.headerSize(data))
        #expect(header.width == 530 && header.height == 530)
    }

    @Test func iOS18UsesTheHIGSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette([
            "render", "--widget", "course-schedule", "--family", "systemSmall", "--device", "iphone-16-pro-max",
            "--scale", "3", "--appearance", "dark", "--os", "ios18", "--out", out,
        ])
        let name = "course-schedule_systemSmall_iphone-16-pro-max_ios18_dark@3x.png"
        #expect(contents(of: out) == [name])
        // Docs/WidgetFacts.md §1a: 440x956 on iOS 18.6 measures as the 430 row, small 170 pt = 510 px @3x.
        let header = try #require(PNGImage.headerSize(try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))))
        #expect(header.width == 510 && header.height == 510)
    }

    @Test func cornersAreTransparentAndTheMiddleOpaque() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let image = try renderSmall(appearance: "dark", in: folder)
        #expect(image.width == 530 && image.height == 530)
        let (w, h) = (image.width, image.height)
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
            #expect(image.pixel(x: x, y: y).alpha == 0, "corner (\(x), \(y)) is \(image.pixel(x: x, y: y))")
        }
        #expect(image.pixel(x: w / 2, y: h / 2).alpha == 255)
    }

    @Test func lightAndDarkBackgroundsDiffer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let light = try renderSmall(appearance: "light", in: folder.subfolder("light"))
        let dark = try renderSmall(appearance: "dark", in: folder.subfolder("dark"))
        // 10 px (3.3 pt) in from the left edge, half-way down: the container background,
        // inside the content margin and well clear of the rounded corners.
        let (l, d) = (light.pixel(x: 10, y: light.height / 2), dark.pixel(x: 10, y: dark.height / 2))
        #expect(l.alpha == 255 && d.alpha == 255)
        #expect([l.red, l.green, l.blue].allSatisfy { $0 >= 240 }, "light background is \(l)")
        #expect([d.red, d.green, d.blue].allSatisfy { $0 <= 48 }, "dark background is \(d)")
    }

    @Test func allFamiliesAndAppearancesWriteOneFileEach() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette([
            "render", "--widget", "course-schedule", "--family", "all", "--appearance", "all",
            "--device", "iphone-13", "--out", out,
        ])
        // 'all' is every appearance the family can have: StandBy (locked too) shows small widgets only.
        let home = ["light", "dark", "tinted", "clearGlass", "tintedGlass"]
        let appearances = [
            "systemSmall": home + ["standBy", "standByNight", "standByLocked"],
            "systemMedium": home, "systemLarge": home,
        ]
        let expected = appearances.flatMap { family, names in
            names.map { "course-schedule_\(family)_iphone-13_ios26_\($0)@3x.png" }
        }
        #expect(contents(of: out) == expected.sorted())
    }

    @Test func svgIsSizedInPoints() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette([
            "render", "--widget", "course-schedule", "--family", "systemMedium", "--device", "iphone-13",
            "--format", "svg", "--out", out,
        ])
        let name = "course-schedule_systemMedium_iphone-13_ios26_light@3x.svg"
        #expect(contents(of: out) == [name])
        // Docs/WidgetFacts.md §1b: 390x844, iOS 26 medium = 342x162 pt.
        let svg = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
        #expect(svgSize(svg)?.width == "342pt" && svgSize(svg)?.height == "162pt")
    }

    @Test func svgKeepsFractionalPointSizes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette([
            "render", "--widget", "course-schedule", "--family", "systemSmall", "--format", "svg", "--out", out,
        ])
        let name = "course-schedule_systemSmall_iphone-16-pro-max_ios26_light@3x.svg"
        #expect(contents(of: out) == [name])
        // 530 px @3x = 176.67 pt.
        let size = try #require(svgSize(try String(contentsOfFile: out + "/" + name, encoding: .utf8)))
        for value in [size.width, size.height] {
            let points = try #require(Double(value.dropLast(2)), "\(value)")
            #expect(value.hasSuffix("pt") && abs(points - 530.0 / 3) < 0.001, "\(value)")
        }
    }

    /// The `width` and `height` attributes of the `<svg>` element.
    func svgSize(_ svg: String) -> (width: String, height: String)? {
        guard let start = svg.range(of: "<svg "), let end = svg[start.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = svg[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            guard let open = tag.range(of: " \(name)=\"") else { return nil }
            return String(tag[open.upperBound...].prefix { $0 != "\"" })
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return (width, height)
    }

    @Test(arguments: ["png", "svg"])
    func sameRenderSameBytes(format: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for run in ["first", "second"] {
            try vignette([
                "render", "--widget", "course-schedule", "--family", "systemSmall,systemMedium",
                "--appearance", "all", "--format", format, "--out", folder.path(run),
            ])
        }
        let names = try #require(contents(of: folder.path("first")))
        // Small: light, dark, tinted, clearGlass, tintedGlass, standBy, standByNight, standByLocked; medium: the first five.
        #expect(names.count == 13 && names.allSatisfy { $0.hasSuffix("." + format) })
        #expect(contents(of: folder.path("second")) == names)
        for name in names {
            let first = try Data(contentsOf: folder.url.appendingPathComponent("first/" + name))
            let second = try Data(contentsOf: folder.url.appendingPathComponent("second/" + name))
            #expect(first == second, "\(name) differs between runs")
        }
    }
}
